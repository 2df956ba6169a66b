/**
 * Compares two builds of the site file by file, asset names aside: a refactor that should
 * change nothing a visitor or a crawler receives proves it here.
 *
 *   node scripts/compare-builds.mjs <before>/client <after>/client [--class-hashes] [--pages]
 *
 * Every text file (HTML, XML, JSON, TXT, Markdown, host configs) of either build is compared
 * once content hashes in asset names (`/assets/chunks/chunk-AbC123xy.js`) are blanked, JSON
 * with its keys sorted; files under `assets/` are compared by name only. With `--class-hashes`,
 * CSS-module class names are compared by their name alone (`_plan_x1y2z` is `_plan`): they
 * carry a hash of their stylesheet's text, so any edit to a stylesheet renames its classes (then
 * compare-looks.mjs shows whether the pages still look the same). With `--pages`, HTML is compared
 * as a tree with what moving from an app to pages changed set aside (`pageTree`). Prints one line
 * per difference and a summary; exits 1 when anything differs.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'

import { fromHtml } from 'hast-util-from-html'

const args = process.argv.slice(2)
const classHashes = args.includes('--class-hashes')
const pages = args.includes('--pages')
const [before, after] = args.filter((arg) => !arg.startsWith('--'))
if (!before || !after) {
  console.error('usage: node scripts/compare-builds.mjs <before-dir> <after-dir> [--class-hashes]')
  process.exit(2)
}

const TEXT = /\.(html|xml|json|txt|md|webmanifest|toml)$|(^|\/)_(headers|redirects)$/
/** JSON with its keys sorted: Pagefind writes its languages in whichever order they finish. */
const canonical = (value) =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical(value[key])]),
        )
      : value
const comparable = (name, text) => {
  const normal = hashed(name.endsWith('.json') ? JSON.stringify(canonical(JSON.parse(text))) : text)
  const compared = classHashes ? moduleClasses(normal) : normal
  return pages && name.endsWith('.html') ? pageTree(compared) : compared
}

/**
 * Attributes that only the page's scripts read (islands' props, the menus', the language answers',
 * analytics' marks) or only the app read (react-router's, the page-change head's, the reveal
 * state): set aside by `--pages`.
 */
const SCRIPT_ATTRIBUTES =
  /^data(Island|Props|Hydrated|LanguageAnswer|ServicesMenu|Menu|MenuBackdrop|Track|TrackHover|Page|PageHead|Discover|Reveal|Category|CategoryFilter|CategoryValue|PostBody|ScrollRegion)$/

/**
 * A page as a tree, without what moving from an app to pages changed: executable scripts (not
 * JSON-LD), comments (React's Suspense marks), the islands' wrappers and the app's attribute-less
 * wrapper `<div>`s (their children stay), the scripts' attributes, react-router's `active` class,
 * React's generated ids, which move with the tree, and the page's icon symbols, which now
 * include those islands draw later (tests/dist/sprites.test.ts checks them page by page).
 */
function pageTree(html) {
  const clean = (node) => {
    if (node.type === 'comment') return []
    if (node.type === 'text') return node.value.trim() ? [{ type: 'text', value: node.value }] : []
    if (node.type !== 'element' && node.type !== 'root') return [node]
    const children = (node.children ?? []).flatMap(clean)
    if (node.type === 'root') return [{ type: 'root', children }]
    const { tagName, properties } = node
    if (tagName === 'script' && properties.type !== 'application/ld+json') return []
    if (tagName === 'svg' && properties.className?.includes('icon-sprite')) return []
    const kept = Object.entries(properties)
      .filter(([name]) => !SCRIPT_ATTRIBUTES.test(name))
      .map(([name, value]) => [
        name,
        name === 'className'
          ? value.filter((token) => token !== 'active')
          : JSON.parse(JSON.stringify(value).replace(/_(?:[\w-]+-)?R_\w+_|«[^»]+»/g, '«id»')),
      ])
    if (tagName === 'div' && (properties.dataIsland || kept.length === 0)) return children
    return [{ tagName, properties: Object.fromEntries(kept), children }]
  }
  return JSON.stringify(clean(fromHtml(html)))
}

/** A content hash as Vite writes it into an asset's name: `name.Hash_123.js`, `name-Hash.js`. */
const hashed = (text) => text.replace(/([.-])[\w-]{8}\.(js|css|woff2?|svg|png|mjs)\b/g, '$1#.$2')
/**
 * A CSS-module class as the build names it, `_<name>_<hash of the stylesheet's path>`
 * (vite.config.ts; Vite's own names ended in `_<line>`, read too), by its name.
 */
const moduleClasses = (text) =>
  text.replace(/\b_([A-Za-z][A-Za-z0-9]*)_[a-z0-9]{5}(?:_\d+)?\b/g, '_$1')

async function files(root) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
}

const [left, right] = await Promise.all([files(before), files(after)])
const names = (list) => new Set(list.map(hashed))
const leftNames = names(left)
const rightNames = names(right)
const differences = []
for (const name of leftNames) if (!rightNames.has(name)) differences.push(`only before: ${name}`)
for (const name of rightNames) if (!leftNames.has(name)) differences.push(`only after: ${name}`)

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
