import { track } from './tracking'

/** Runs `start` once the page is shown: one the browser prerendered (from its address bar) waits. */
function whenShown(start: () => void): void {
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener('prerenderingchange', start, { once: true })
  } else start()
}

const hovered = new WeakSet<Element>()

/** Counts the view once shown (again from the back/forward cache), tracks `data-track` marks, then loads the tracker. */
export function startAnalytics(): void {
  if (!__ANALYTICS_ENABLED__) return
  whenShown(() => {
    track({ name: 'pageview' })
    document.addEventListener('click', (event) => {
      const marked = (event.target as Element).closest?.('[data-track]')
      if (marked instanceof HTMLElement) track(JSON.parse(marked.dataset.track ?? ''))
    })
    document.addEventListener('pointerover', (event) => {
      const marked = (event.target as Element).closest?.('[data-track-hover]')
      if (!(marked instanceof HTMLElement) || hovered.has(marked)) return
      hovered.add(marked)
      track(JSON.parse(marked.dataset.trackHover ?? ''))
    })
    import('./tracker').then(
      ({ startTracker }) => startTracker(),
      () => {},
    )
  })
  addEventListener('pageshow', (event) => {
    if (event.persisted) track({ name: 'pageview' })
  })
}
