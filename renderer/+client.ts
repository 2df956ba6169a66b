/**
 * The site's client entry. Pages are HTML-only to Vike (`clientHooks: false` in +config.ts), so
 * Vike ships none of its runtime and loads this file alone; react-router, not Vike, moves
 * between pages once the app runs.
 *
 * A prerendered page requests it only once it has loaded and painted (the app loader,
 * src/features/app-loader/appLoader.ts), so it starts the app at once: React, the router,
 * i18next and the view, which the first paint never waited for (docs/performance.md).
 *
 * In steps, each in a task of its own: React's own modules (the `react` chunk, two thirds of the
 * page's script), then the other libraries (the `framework` chunk, through ./libraries), then
 * the app and its view, then their start, which hydrates. Evaluated as one, they held a phone's
 * main thread for over 100 ms at a stretch; in two steps, the app's start, with the libraries,
 * was still the longest task after the first paint (docs/performance.md). The chunk is fetched
 * and evaluated with `react`, so that the DOM renderer's own start, which creates errors as it
 * goes, is all that runs without error stacks (./startSteps).
 */
import { nextTask, withoutErrorStacks } from './startSteps'

void import('react')
  .then(() => withoutErrorStacks(() => import('react-dom/client')))
  .then(() => import('./libraries'))
  .then(() => import('./hydrate'))
  .then(async ({ hydrate }) => {
    await nextTask()
    await hydrate()
  })
