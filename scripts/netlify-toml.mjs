// `npm run hosts:netlify` after adding a language or section: Netlify reads netlify.toml before it builds; hostProjectFiles.test.ts fails while it lags.
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

import { runnerImport } from 'vite'

/** Everything after this line is written here; everything before it is the agency's own. */
export const GENERATED_MARKER =
  '# Written by `npm run hosts:netlify` from the route and locale tables: do not edit below.'

const root = fileURLToPath(new URL('..', import.meta.url))
const file = `${root}netlify.toml`

// The site's modules run through Vite, with the one plugin they need (the post list).
const options = { root, logLevel: 'error' }
const { blogMarkdown } = (await runnerImport('/tooling/blogMarkdown.ts', options)).module
const { module } = await runnerImport('/scripts/lib/netlifyNotFoundRules.entry.ts', {
  ...options,
  plugins: [blogMarkdown(root)],
})

const current = await readFile(file, 'utf8')
const at = current.indexOf(GENERATED_MARKER)
if (at === -1) throw new Error(`netlify.toml has no line "${GENERATED_MARKER}"`)
const next = `${current.slice(0, at)}${GENERATED_MARKER}\n${module.default}\n`
if (next === current) {
  console.log('netlify.toml: its not-found rules are current')
} else {
  await writeFile(file, next)
  console.log('netlify.toml: not-found rules rewritten')
}
