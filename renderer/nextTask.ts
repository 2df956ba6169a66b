/**
 * Resolves in a task of its own, for the client entry (renderer/client.ts) to space out the
 * app's start. A message, not a timer: timers may be held back (a background tab, a test's
 * paused clock). In the entry's own file (vite.config.ts, `clientEntry`): the entry cannot wait
 * for another request to start.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}
