import { createContext } from 'react'

/** How far outside the screen a block starts to hydrate: one screen's height above and below. */
const NEAR_MARGIN = '100% 0px 100% 0px'

/** What a visitor does to a block first: it hydrates then, wherever it is. */
const FIRST_TOUCH = ['pointerdown', 'focusin', 'keydown'] as const

/** The blocks of one page load still waiting to hydrate (HydrateWhenNear). */
export interface HydrationGates {
  /**
   * Settles once `block` comes within a screen of the viewport, or the visitor touches, focuses
   * or types in it, or releaseAll is called. One promise per block, so React, which asks again
   * each time it retries the block, waits on the same one.
   */
  whenNear(block: Element): Promise<void>
  /**
   * Whether `block` may hydrate at once: the visitor has touched, focused or typed in it (then
   * even if React reaches it only now, in the very event it has to handle), or every gate has
   * been opened.
   */
  isOpen(block: Element): boolean
  /** Ends every wait, and any later one: every block hydrates now. */
  releaseAll(): void
}

/**
 * Created with the page's render context, before hydration starts, so that a touch on a block
 * React has not yet reached is known when it does.
 */
export function createHydrationGates(): HydrationGates {
  const waiting = new WeakMap<Element, Promise<void>>()
  const releases = new Map<Element, () => void>()
  // Every element a touch landed in, and each of its ancestors.
  const touchedElements = new WeakSet<Node>()
  // Once every gate is opened, a block React reaches later must not wait either: the page
  // change that opened them waits for it.
  let allOpen = false

  function onTouch(event: Event) {
    for (let node = event.target as Node | null; node; node = node.parentNode) {
      touchedElements.add(node)
      releases.get(node as Element)?.()
    }
  }
  for (const type of FIRST_TOUCH) document.addEventListener(type, onTouch, true)

  function whenNear(block: Element): Promise<void> {
    const known = waiting.get(block)
    if (known) return known
    const promise = new Promise<void>((settle) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) release()
        },
        { rootMargin: NEAR_MARGIN },
      )
      function release() {
        observer.disconnect()
        releases.delete(block)
        settle()
      }
      observer.observe(block)
      releases.set(block, release)
    })
    waiting.set(block, promise)
    return promise
  }

  return {
    whenNear,
    isOpen: (block) => allOpen || touchedElements.has(block),
    releaseAll: () => {
      allOpen = true
      for (const release of [...releases.values()]) release()
      for (const type of FIRST_TOUCH) document.removeEventListener(type, onTouch, true)
    },
  }
}

/** The page's gates; none on the server and in unit renders, where every block renders at once. */
export const HydrationGatesContext = createContext<HydrationGates | null>(null)
