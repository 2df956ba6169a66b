// `node scripts/compare-builds.mjs <before>/client <after>/client [--class-hashes]`: asset hashes blanked, JSON keys sorted; --class-hashes ignores CSS-module hashes (compare-looks.mjs shows the look).
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'

const args = process.argv.slice(2)
const [before, after] = args.filter((arg) => !arg.startsWith('--'))
if (!before || !after) {
  console.error('usage: node scripts/compare-builds.mjs <before-dir> <after-dir> [--class-hashes]')
  process.exit(2)
}

const TEXT = /\.(html|xml|json|txt|md|webmanifest|toml)$|(^|\/)_(headers|redirects)$/
/** A content hash as Vite writes it into an asset's name: `name.Hash_123.js`, `name-Hash.js`. */
const hashed = (text) => text.replace(/([.-])[\w-]{8}\.(js|css|woff2?|svg|png|mjs)\b/g, '$1#.$2')
/** A CSS-module class, `_<name>_<hash>` (vite.config.ts; Vite's own ended in `_<line>`). */
const moduleClasses = (text) =>
  args.includes('--class-hashes')
    ? text.replace(/\b_([A-Za-z][A-Za-z0-9]*)_[a-z0-9]{5}(?:_\d+)?\b/g, '_$1')
    : text
// Sorted keys: Pagefind writes its languages in whichever order they finish.
const sortedKeys = (key, value) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
    : value
const comparable = (name, text) =>
  moduleClasses(
    hashed(name.endsWith('.json') ? JSON.stringify(JSON.parse(text, sortedKeys)) : text),
  )

const files = async (root) =>
  (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
const [left, right] = await Promise.all([files(before), files(after)])
const [leftNames, rightNames] = [left, right].map((list) => new Set(list.map(hashed)))
const differences = [
  ...[...leftNames].filter((name) => !rightNames.has(name)).map((name) => `only before: ${name}`),
  ...[...rightNames].filter((name) => !leftNames.has(name)).map((name) => `only after: ${name}`),
]
let compared = 0
for (const name of left.filter((file) => TEXT.test(file) && !file.startsWith('assets/'))) {
  if (!right.includes(name)) continue
  const [a, b] = await Promise.all(
    [before, after].map((root) => readFile(join(root, name), 'utf8')),
  )
  compared += 1
  if (comparable(name, a) !== comparable(name, b)) differences.push(`differs: ${name}`)
}

for (const line of differences) console.log(line)
console.log(`${compared} text files compared, ${differences.length} differences`)
process.exit(differences.length === 0 ? 0 : 1)
