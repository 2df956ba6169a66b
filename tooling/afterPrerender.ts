import type { Plugin } from 'vite'

export function afterPrerender(name: string, write: () => Promise<void>): Plugin {
  // Only after a build that wrote its bundle: a failed one's own error is the one to show.
  let written = false
  return {
    name,
    apply: 'build',
    writeBundle() {
      if (this.environment.name === 'ssr') written = true
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (this.environment.name === 'ssr' && written) await write()
      },
    },
  }
}
