import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import type { Plugin } from 'vite'

import { readPostFile } from '../src/features/blog/compilePost.ts'

/** The module that maps each locale to its list: written here, whatever its source says. */
const INDEX_MODULE = /[\\/]src[\\/]features[\\/]blog[\\/]frontMatterByLocale\.ts$/
const LOCALE_PREFIX = 'virtual:blog-front-matter/'

/** The blog's folders, by locale: `locales/<lang>/blog`. */
function blogFolders(root: string): Map<string, string> {
  const localesDir = join(root, 'locales')
  const folders = new Map<string, string>()
  for (const entry of readdirSync(localesDir, { withFileTypes: true })) {
    const folder = join(localesDir, entry.name, 'blog')
    if (entry.isDirectory() && existsSync(folder)) folders.set(entry.name, folder)
  }
  return folders
}

/** Every post's checked front matter in one locale, by slug (the file's name). */
export function frontMatterOf(root: string, locale: string): Record<string, unknown> {
  const folder = join(root, 'locales', locale, 'blog')
  const posts: Record<string, unknown> = {}
  for (const name of readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .sort()) {
    const file = `locales/${locale}/blog/${name}`
    posts[name.slice(0, -'.md'.length)] = readPostFile(
      readFileSync(join(root, file), 'utf8'),
      file,
    ).frontMatter
  }
  return posts
}

/**
 * The blog's lists (the index, related posts, feeds) need every post's title and excerpt,
 * never a body. This plugin reads them from the Markdown files' front matter, checked (a wrong
 * field fails the build with the file and the field named), into one module per locale,
 * `virtual:blog-front-matter/<lang>`, and writes `src/features/blog/frontMatterByLocale.ts` as
 * the map of each locale to a loader of its module, so a page downloads its language's list
 * only. That map is a real file rather than a virtual module because Vike bundles the route
 * table with esbuild when it reads its configuration, and esbuild knows nothing of this plugin.
 * Bodies are not modules at all: the prerender compiles each from its file
 * (src/features/blog/postSource.ts). However large the blog grows, the bundler sees three
 * modules, and no Markdown parser reaches a browser.
 */
export function blogMarkdown(root: string): Plugin {
  return {
    name: 'blog-markdown',
    resolveId(id) {
      return id.startsWith(LOCALE_PREFIX) ? `\0${id}` : undefined
    },
    transform(_source, id) {
      if (!INDEX_MODULE.test(id.split('?')[0] ?? '')) return
      const loaders = [...blogFolders(root).keys()].map(
        (locale) =>
          `${JSON.stringify(locale)}: () => import(${JSON.stringify(LOCALE_PREFIX + locale)})`,
      )
      return { code: `export default {${loaders.join(', ')}}`, map: null }
    },
    load(id) {
      if (!id.startsWith(`\0${LOCALE_PREFIX}`)) return
      const locale = id.slice(`\0${LOCALE_PREFIX}`.length)
      const folder = blogFolders(root).get(locale)
      if (folder) this.addWatchFile(folder)
      return `export default ${JSON.stringify(folder ? frontMatterOf(root, locale) : {})}`
    },
    configureServer(server) {
      // `npm run dev`: a post added, edited or removed shows in the lists without a restart.
      server.watcher.on('all', (_event, file) => {
        const match = /[\\/]locales[\\/]([^\\/]+)[\\/]blog[\\/][^\\/]+\.md$/.exec(file)
        if (!match) return
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(`\0${LOCALE_PREFIX}${match[1]}`)
          if (module) environment.moduleGraph.invalidateModule(module)
        }
      })
    },
  }
}
