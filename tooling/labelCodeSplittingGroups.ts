import type { Plugin } from 'vite'

/**
 * Vike adds a code-splitting group of its own (CSS chunks, named by a function) to the build's
 * `codeSplitting.groups`, and Rolldown then asks, on every build, for a `debugName` to show
 * that group in its timing report. This gives it one, once Vike's group is there.
 */
export function labelCodeSplittingGroups(): Plugin {
  return {
    name: 'label-code-splitting-groups',
    configResolved: {
      order: 'post',
      handler(config) {
        const outputs = [config.build.rolldownOptions.output ?? []].flat()
        for (const output of outputs) {
          const splitting = output.codeSplitting
          if (typeof splitting !== 'object') continue
          for (const group of splitting.groups ?? []) {
            if (typeof group.name === 'function' && !group.debugName) {
              group.debugName = 'vike-css-chunks'
            }
          }
        }
      },
    },
  }
}
