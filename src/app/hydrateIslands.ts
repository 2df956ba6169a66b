import { type IslandComponent, type IslandName, islands } from '../features/islands/islands'

/** How far outside the screen an island starts to hydrate: one screen's height above and below. */
const NEAR_MARGIN = '100% 0px'

/** What a visitor does to an island first: it hydrates then, wherever it is. */
const FIRST_TOUCH = ['pointerdown', 'focusin', 'keydown'] as const

/** Hydrates one island; a chunk that cannot load leaves it as prerendered, which still works. */
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

/** Hydrates each island when near the screen after load, or on first touch, focus or key. */
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
