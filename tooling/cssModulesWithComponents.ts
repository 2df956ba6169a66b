import type { Plugin } from 'vite'

/**
 * Vike adds a code-splitting group of its own to the build: every `.css` module in a chunk of
 * its own, named by a function (a workaround for duplicated CSS in older Vite, vikejs/vike#1815).
 * Here all CSS goes into one stylesheet (`cssCodeSplit: false`), so the group only moves the
 * class-name maps of CSS modules: each became a JavaScript file of its own, about 100 bytes, and
 * the home page loaded eleven of them beside its view. Without the group a map travels in its
 * component's chunk: 11 scripts instead of 22 on `/`, 0.6 KB less gzipped (docs/decisions.md).
 * The stylesheet keeps every rule once; only the place of a few modules' rules in it moves,
 * which no page's look depends on (`npm run compare:looks`).
 */
export function keepCssModulesWithTheirComponents(): Plugin {
  return {
    name: 'keep-css-modules-with-their-components',
    configResolved: {
      order: 'post',
      handler(config) {
        const outputs = [config.build.rolldownOptions.output ?? []].flat()
        for (const output of outputs) {
          const splitting = output.codeSplitting
          if (typeof splitting !== 'object') continue
          // Vike's is the one group named by a function; the site's own are named by strings.
          splitting.groups = (splitting.groups ?? []).filter(
            (group) => typeof group.name !== 'function',
          )
        }
      },
    },
  }
}
