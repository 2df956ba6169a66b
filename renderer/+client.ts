/**
 * The site's client entry, and all a page requests before it has painted. Pages are HTML-only
 * to Vike (`clientHooks: false` in +config.ts), so Vike ships none of its runtime and loads
 * this file alone; react-router, not Vike, moves between pages once the app runs.
 *
 * The app itself (React, the router, i18next, the view: about 110 KB gzipped) is requested only
 * once the page has loaded and painted, so on a slow phone it never competes with the
 * stylesheet, the font and the images for the first paint (mobile Lighthouse LCP 2.2 s with it
 * requested at once, 1.4 s without). Until then the page is whole and its links work, as
 * without JavaScript.
 */
function afterLoadAndFirstPaint(run: () => void): void {
  let loaded = document.readyState === 'complete'
  // Browsers that do not report paints go by the load event alone.
  let painted =
    !PerformanceObserver.supportedEntryTypes.includes('paint') ||
    performance.getEntriesByName('first-contentful-paint').length > 0
  // Each of the two events calls it once: the second to arrive runs the app.
  const startWhenReady = () => {
    if (!loaded || !painted) return
    // No timer or frame callback: the paint entry is only reported once the paint is on
    // screen, and timers may be held back (a background tab, a test's paused clock).
    run()
  }
  if (loaded && painted) {
    run()
    return
  }
  if (!loaded) {
    window.addEventListener(
      'load',
      () => {
        loaded = true
        startWhenReady()
      },
      { once: true },
    )
  }
  if (!painted) {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      painted = true
      startWhenReady()
    }).observe({ type: 'paint', buffered: true })
  }
}

afterLoadAndFirstPaint(() => {
  void import('./hydrate').then(({ hydrate }) => hydrate())
})
