/**
 * How the client entry (renderer/+client.ts) spaces out the app's start. In the entry's own
 * file (vite.config.ts, `clientEntry`): the entry cannot wait for another request to start.
 */

/**
 * Resolves in a task of its own. A message, not a timer: timers may be held back (a background
 * tab, a test's paused clock).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}

/**
 * Runs `load` with no stack traces taken for the errors created meanwhile, then puts them back.
 *
 * For React's DOM renderer: its module creates five errors as it starts (SuspenseException and
 * the like, which React throws to itself and never shows). While DevTools is attached (Lighthouse,
 * PageSpeed Insights, the main-thread benchmark) each new error's stack is taken in full, and
 * for that V8 parses the renderer's module function again, 180 KB: evaluating the renderer took
 * 15-27 ms instead of 2-5 (docs/performance.md). A browser without DevTools is unaffected.
 *
 * V8 takes no stack while `Error.stackTraceLimit` is missing; engines without the property are
 * left alone. `load` should be short: any error created meanwhile, the page's or another
 * script's, has no stack.
 */
export async function withoutErrorStacks<T>(load: () => Promise<T>): Promise<T> {
  const limit = Object.getOwnPropertyDescriptor(Error, 'stackTraceLimit')
  if (!limit?.configurable) return load()
  Reflect.deleteProperty(Error, 'stackTraceLimit')
  try {
    return await load()
  } finally {
    Object.defineProperty(Error, 'stackTraceLimit', limit)
  }
}
