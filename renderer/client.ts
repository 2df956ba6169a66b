/**
 * The site's client entry. Pages are HTML-only to Vike (`clientHooks: false` in +config.ts), so
 * Vike ships none of its runtime and loads this file alone; react-router, not Vike, moves
 * between pages once the app runs.
 *
 * A prerendered page requests it only once it has loaded and painted (the app loader,
 * src/features/app-loader/appLoader.ts), so it starts the app at once: React, the router,
 * i18next and the view, which the first paint never waited for (docs/decisions.md).
 *
 * In steps, each in a task of its own: React's chunk (two thirds of the page's script) with
 * React itself, then its DOM renderer's own start, then the other libraries (the `framework`
 * chunk, through ./libraries), then the app's own modules, then the app's start, which loads the
 * view and hydrates. Evaluated as one, they held a phone's main thread for over 100 ms at a
 * stretch; in fewer steps, the app's start or React's chunk was the longest task after the first
 * paint (docs/decisions.md).
 */
import { nextTask } from './nextTask'

void import('react')
  // The chunk is evaluated by now, so this import runs only the DOM renderer's own start.
  .then(() => import('react-dom/client'))
  .then(() => import('./libraries'))
  .then(() => import('./hydrate'))
  .then(async ({ hydrate }) => {
    // A module's `.then` runs in the task that evaluated it.
    await nextTask()
    await hydrate()
  })
