import type { Plugin } from 'vite'

/**
 * A build plugin that works on the prerendered pages: Vike prerenders when the server build is
 * written, so the work runs when the server environment closes (the client build closes first),
 * after every plugin that has not asked for `post`, one after another in the config's order.
 */
export function afterPrerender(name: string, work: () => Promise<void>): Plugin {
  return {
    name,
    apply: 'build',
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (this.environment.name !== 'ssr') return
        await work()
      },
    },
  }
}
