import type { Plugin } from 'vite'

/** One step of work on the prerendered pages. */
export interface AfterPrerenderStep {
  name: string
  run: () => Promise<void>
}

/**
 * The build's work on the prerendered pages, in the order given: Vike prerenders when the server
 * build is written, so the steps run when the server environment closes (the client build
 * closes first), one after another. A step that throws fails the build, named.
 */
export function afterPrerender(steps: readonly AfterPrerenderStep[]): Plugin {
  return {
    name: 'after-prerender',
    apply: 'build',
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (this.environment.name !== 'ssr') return
        for (const step of steps) {
          try {
            await step.run()
          } catch (error) {
            throw new Error(`After the prerender, "${step.name}" failed`, { cause: error })
          }
        }
      },
    },
  }
}
