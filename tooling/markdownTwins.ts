import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

import { fromHtml } from 'hast-util-from-html'
import { select, selectAll } from 'hast-util-select'
import { toMdast } from 'hast-util-to-mdast'
import { gfmTableToMarkdown } from 'mdast-util-gfm-table'
import { toMarkdown } from 'mdast-util-to-markdown'
import type { Plugin } from 'vite'

import { writeSiteFile } from '../src/build/writeSiteFile.ts'
import { localeCodes } from '../src/config/locales.ts'
import { llmsFullTxtPath, llmsTxtPath, markdownTwinPath } from '../src/features/seo/crawlerPaths.ts'

type Element = NonNullable<ReturnType<typeof select>>

/**
 * What a page's Markdown leaves out: what screen readers skip (icons, emoji, repeated figures,
 * as the site search does), in-page menus, forms and buttons a text cannot use, and the screen-reader note
 * that a link opens a new tab.
 */
const NOT_TEXT =
  '[aria-hidden="true"], nav, form, button, script, style, a[target="_blank"] > .visually-hidden'

/** Every element's link and image address made absolute, against the page's own address. */
function absoluteAddresses(node: Element, page: string): void {
  for (const link of selectAll('a[href]', node)) {
    link.properties.href = new URL(String(link.properties.href), page).href
  }
  for (const image of selectAll('img[src]', node)) {
    image.properties.src = new URL(String(image.properties.src), page).href
  }
}

/**
 * The tree without `dropped` and without comments (React's Suspense markers), with a space
 * between elements that stand side by side: the page's layout sets a figure apart from its label
 * ("90+" and "Lighthouse performance score"), which text alone would run together.
 */
function pruned(node: Element, dropped: ReadonlySet<unknown>): void {
  const kept = node.children.filter((child) => child.type !== 'comment' && !dropped.has(child))
  node.children = kept.flatMap((child, i) =>
    child.type === 'element' && kept[i - 1]?.type === 'element'
      ? [{ type: 'text', value: ' ' } as const, child]
      : [child],
  )
  for (const child of node.children) if (child.type === 'element') pruned(child, dropped)
}

/**
 * A built page's `<main>` in Markdown, with the address its head names for it
 * (`<link rel="alternate" type="text/markdown">`); null for a page that names none, as pages
 * kept out of search engines do.
 */
export function markdownTwin(html: string): { path: string; markdown: string } | null {
  const tree = fromHtml(html)
  const href = select('link[rel="alternate"][type="text/markdown"]', tree)?.properties.href
  const canonical = select('link[rel="canonical"]', tree)?.properties.href
  const main = select('main', tree)
  if (typeof href !== 'string' || typeof canonical !== 'string' || !main) return null
  pruned(main, new Set<unknown>(selectAll(NOT_TEXT, main)))
  absoluteAddresses(main, canonical)
  const markdown = toMarkdown(toMdast(main), { extensions: [gfmTableToMarkdown()] })
  return { path: new URL(href).pathname, markdown }
}

/**
 * A language's llms-full.txt: its llms.txt, then every page that file lists, in its order, each
 * under its address.
 */
export function llmsFullTxt(llmsTxt: string, twins: ReadonlyMap<string, string>): string {
  const pages = [...llmsTxt.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].flatMap(([, url = '']) => {
    const markdown = twins.get(markdownTwinPath(new URL(url).pathname))
    return markdown === undefined ? [] : [`---\n\n<${url}>\n\n${markdown}`]
  })
  return [llmsTxt, ...pages].join('\n')
}

async function writeMarkdownTwins(clientOutDir: string): Promise<void> {
  const pages = (await readdir(clientOutDir, { recursive: true, encoding: 'utf8' })).filter(
    (file) => file.endsWith('.html'),
  )
  const twins = new Map<string, string>()
  for (const file of pages) {
    const twin = markdownTwin(await readFile(join(clientOutDir, file), 'utf8'))
    if (!twin) continue
    twins.set(twin.path, twin.markdown)
    await writeSiteFile(clientOutDir, twin.path, twin.markdown)
  }
  for (const locale of localeCodes) {
    const llmsTxt = await readFile(join(clientOutDir, llmsTxtPath(locale)), 'utf8')
    await writeSiteFile(clientOutDir, llmsFullTxtPath(locale), llmsFullTxt(llmsTxt, twins))
  }
}

/**
 * Writes each indexed page's Markdown twin and each language's llms-full.txt, from the pages as
 * they will be served, once the prerender has written them (as the site search does,
 * tooling/searchIndex.ts).
 */
export function markdownTwins(clientOutDir: string): Plugin {
  return {
    name: 'markdown-twins',
    apply: 'build',
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (this.environment.name === 'ssr') await writeMarkdownTwins(clientOutDir)
      },
    },
  }
}
