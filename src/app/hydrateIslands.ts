import { type IslandComponent, type IslandName, islands } from '../features/islands/islands'

/** How far outside the screen an island starts to hydrate: one screen's height above and below. */
const NEAR_MARGIN = '100% 0px'

/** What a visitor does to an island first: it hydrates then, wherever it is. */
const FIRST_TOUCH = ['pointerdown', 'focusin', 'keydown'] as const

/**
 * Loads and hydrates one island: its component's chunk and React's, side by side. A chunk that
 * cannot load (a phone losing signal, a deploy during the visit) leaves the island as the
 * prerender wrote it, and the page takes its look without JavaScript, in which it works: the form
 * still posts, every testimonial shows, the search page says what it needs.
 */
async function hydrate(element: HTMLElement): Promise<void> {
  const definition = islands[element.dataset.island as IslandName]
  if (!definition) return
  try {
    const [{ hydrateIsland }, { default: Component }] = await Promise.all([
      import('./hydrateIsland'),
      definition.load(),
    ])
    hydrateIsland(element, Component as IslandComponent)
  } catch {
    document.documentElement.classList.remove('js')
  }
}

/**
 * Hydrates each island of the page (`[data-island]`) once it comes within a screen of the
 * viewport, or as soon as the visitor touches, focuses or types in it, whichever comes first: a
 * page with no island downloads no React at all, and one with islands only what it shows. Near
 * the screen counts from the load event on, so React's download never competes with what the
 * page needs to paint (on a phone's network it put the contact page's LCP 10% behind its twin's).
 */
export function hydrateIslandsWhenNear(): void {
  const waiting = document.querySelectorAll<HTMLElement>('[data-island]')
  if (waiting.length === 0) return
  const started = new WeakSet<Element>()
  const start = (element: HTMLElement) => {
    if (started.has(element)) return
    started.add(element)
    observer.unobserve(element)
    void hydrate(element)
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) start(entry.target as HTMLElement)
    },
    { rootMargin: NEAR_MARGIN },
  )
  for (const element of waiting) {
    for (const type of FIRST_TOUCH) {
      element.addEventListener(type, () => start(element), { capture: true, once: true })
    }
  }
  const observeAll = () => {
    for (const element of waiting) if (!started.has(element)) observer.observe(element)
  }
  if (document.readyState === 'complete') observeAll()
  else addEventListener('load', observeAll, { once: true })
}
