import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

import { fromHtml } from 'hast-util-from-html'
import { select } from 'hast-util-select'
import { toMdast } from 'hast-util-to-mdast'
import { gfmTableToMarkdown } from 'mdast-util-gfm-table'
import { toMarkdown } from 'mdast-util-to-markdown'
import type { Plugin } from 'vite'

import { pagePath } from '../scripts/lib/pageAssets.mjs'
import { writeSiteFile } from '../src/build/writeSiteFile.ts'
import { localeCodes } from '../src/config/locales.ts'
import { site } from '../src/config/site.ts'
import { compilePost } from '../src/features/blog/compilePost.ts'
import { localizePath } from '../src/features/i18n/localePath.ts'
import { llmsFullTxtPath, llmsTxtPath, markdownTwinPath } from '../src/features/seo/crawlerPaths.ts'
import { postPath } from '../src/routing/paths.ts'
import { afterPrerender } from './afterPrerender.ts'
import { postFilesIn } from './blogPosts.ts'

type Element = ReturnType<typeof fromHtml>['children'][number] & { type: 'element' }
type RootContent = (ReturnType<typeof toMdast> & { type: 'root' })['children'][number]

/** Elements a text cannot use: in-page menus, forms and buttons. */
const NOT_TEXT = new Set(['nav', 'form', 'button', 'script', 'style', 'template'])

/** `main` as text: no hidden parts, menus or forms; links absolute; side-by-side elements spaced. */
function prune(node: Element, page: string, inNewTabLink = false): void {
  const kept = node.children.filter(
    (child) =>
      child.type !== 'comment' &&
      !(
        child.type === 'element' &&
        (NOT_TEXT.has(child.tagName) ||
          child.properties.ariaHidden === 'true' ||
          (inNewTabLink && String(child.properties.className).includes('visually-hidden')))
      ),
  )
  node.children = kept.flatMap((child, i) =>
    child.type === 'element' && kept[i - 1]?.type === 'element'
      ? [{ type: 'text', value: ' ' } as const, child]
      : [child],
  )
  for (const child of node.children) {
    if (child.type !== 'element') continue
    const { properties } = child
    if (typeof properties.href === 'string') properties.href = new URL(properties.href, page).href
    if (typeof properties.src === 'string') properties.src = new URL(properties.src, page).href
    prune(child, page, inNewTabLink || (child.tagName === 'a' && properties.target === '_blank'))
  }
}

/** Drops a heading left empty by a form the twin leaves out ("Send us a message"). */
function notAnEmptySection(node: RootContent, index: number, nodes: RootContent[]): boolean {
  if (node.type !== 'heading') return true
  const next = nodes[index + 1]
  return next !== undefined && !(next.type === 'heading' && next.depth <= node.depth)
}

export function markdownTwin(html: string): { path: string; markdown: string } | null {
  const head = fromHtml(html.slice(0, html.indexOf('</head>')))
  const href = select('link[rel="alternate"][type="text/markdown"]', head)?.properties.href
  const canonical = select('link[rel="canonical"]', head)?.properties.href
  const start = html.indexOf('<main')
  if (typeof href !== 'string' || typeof canonical !== 'string' || start < 0) return null
  const main = fromHtml(html.slice(start, html.indexOf('</main>', start) + '</main>'.length), {
    fragment: true,
  }).children.find((node): node is Element => node.type === 'element')
  if (!main) return null
  prune(main, canonical)
  const tree = toMdast(main)
  if (tree.type === 'root') tree.children = tree.children.filter(notAnEmptySection)
  const markdown = toMarkdown(tree, { extensions: [gfmTableToMarkdown()] })
  return { path: new URL(href).pathname, markdown }
}

/** A post's twin from its sanitized body: converting whole post pages took longer than the build. */
async function postTwins(root: string): Promise<Map<string, string>> {
  const twins = new Map<string, string>()
  for (const locale of localeCodes) {
    for (const file of postFilesIn(root, locale).values()) {
      const post = compilePost(await readFile(join(root, file), 'utf8'), file)
      const page = new URL(localizePath(locale, postPath(post.slug)), site.origin).href
      const tree = fromHtml(`<article>${post.html}</article>`, { fragment: true })
      const article = tree.children.find((node): node is Element => node.type === 'element')
      if (article) prune(article, page)
      const body = toMarkdown(toMdast(tree), { extensions: [gfmTableToMarkdown()] })
      const markdown = `# ${post.title}\n\n${post.excerpt}\n\n${body.trim()}\n`
      // Under the post's address in this language: its front matter's slug.
      twins.set(markdownTwinPath(localizePath(locale, postPath(post.slug))), markdown)
    }
  }
  return twins
}

export function llmsFullTxt(llmsTxt: string, twins: ReadonlyMap<string, string>): string {
  const pages = [...llmsTxt.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].flatMap(([, url = '']) => {
    const markdown = twins.get(markdownTwinPath(new URL(url).pathname))
    return markdown === undefined ? [] : [`---\n\n<${url}>\n\n${markdown}`]
  })
  return [llmsTxt, ...pages].join('\n')
}

async function writeMarkdownTwins(root: string, clientOutDir: string): Promise<void> {
  const twins = await postTwins(root)
  const pages = (await readdir(clientOutDir, { recursive: true, encoding: 'utf8' }))
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(clientOutDir, file))
    .filter((file) => !twins.has(markdownTwinPath(pagePath(file, clientOutDir))))
  for (const file of pages) {
    const twin = markdownTwin(await readFile(file, 'utf8'))
    if (twin) twins.set(twin.path, twin.markdown)
  }
  for (const [path, markdown] of twins) await writeSiteFile(clientOutDir, path, markdown)
  for (const locale of localeCodes) {
    const llmsTxt = await readFile(join(clientOutDir, llmsTxtPath(locale)), 'utf8')
    await writeSiteFile(clientOutDir, llmsFullTxtPath(locale), llmsFullTxt(llmsTxt, twins))
  }
}

export const markdownTwins = (root: string, clientOutDir: string): Plugin =>
  afterPrerender('markdown-twins', () => writeMarkdownTwins(root, clientOutDir))
