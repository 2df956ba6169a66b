import { join } from 'node:path'

import type { Plugin } from 'vite'

import { defaultLocale, localeCodes } from '../src/features/i18n/locales.ts'
import { postSlugs, postSummaries } from './blogPosts.ts'
import { snapshotFile } from './translationSources/snapshot.ts'

/** The modules this plugin writes, whatever their source files say (see below). */
const POSTS_BY_LOCALE = /[\\/]src[\\/]features[\\/]blog[\\/]postsByLocale\.ts$/
const POST_SLUGS = /[\\/]src[\\/]content[\\/]blog[\\/]postSlugs\.ts$/
const LOCALE_PREFIX = 'virtual:blog-posts/'

/**
 * A post is its Markdown files, `locales/<lang>/blog/<slug>.md`; this plugin derives the rest.
 * - `virtual:blog-posts/<lang>`: one language's posts as lists show them (the index, related
 *   posts, feeds), newest first, with their facts and reading time but no body
 *   (tooling/blogPosts.ts, which also fails the build on a missing or wrong file).
 * - `src/features/blog/postsByLocale.ts` becomes the map of each language to a loader of its
 *   module, so a page downloads its language's list only.
 * - `src/content/blog/postSlugs.ts` becomes the list of slugs the prerender renders (`null` in
 *   the browser build: no page downloads the list of every post).
 * The last two are real files rather than virtual modules because Vike bundles the route table
 * with esbuild when it reads its configuration, and esbuild knows nothing of this plugin.
 * Bodies are not modules at all: the prerender compiles each from its file
 * (src/features/blog/postSource.ts). However large the blog grows, the bundler sees a handful of
 * modules, and no Markdown parser reaches a browser.
 */
export function blogMarkdown(root: string): Plugin {
  return {
    name: 'blog-markdown',
    resolveId(id) {
      return id.startsWith(LOCALE_PREFIX) ? `\0${id}` : undefined
    },
    transform(_source, id) {
      const file = id.split('?')[0] ?? ''
      if (POSTS_BY_LOCALE.test(file)) {
        const loaders = localeCodes.map(
          (locale) =>
            `${JSON.stringify(locale)}: () => import(${JSON.stringify(LOCALE_PREFIX + locale)})`,
        )
        return { code: `export default {${loaders.join(', ')}}`, map: null }
      }
      if (POST_SLUGS.test(file)) {
        if (this.environment.config.consumer === 'client')
          return { code: 'export default null', map: null }
        this.addWatchFile(join(root, 'locales', defaultLocale, 'blog'))
        const slugs = JSON.stringify(postSlugs(root, defaultLocale))
        return { code: `export default ${slugs}`, map: null }
      }
    },
    load(id) {
      if (!id.startsWith(`\0${LOCALE_PREFIX}`)) return
      const locale = id.slice(`\0${LOCALE_PREFIX}`.length)
      this.addWatchFile(join(root, 'locales', locale, 'blog'))
      this.addWatchFile(join(root, 'locales', defaultLocale, 'blog'))
      // Which translations are behind the English (their notice) depends on their recorded sources.
      this.addWatchFile(join(root, snapshotFile(locale)))
      return `export default ${JSON.stringify(postSummaries(root, locale, defaultLocale))}`
    },
    configureServer(server) {
      // `npm run dev`: a post added, edited or removed shows in the lists without a restart.
      server.watcher.on('all', (_event, file) => {
        const post = /[\\/]locales[\\/][^\\/]+[\\/]blog[\\/][^\\/]+\.md$/
        const sources = /[\\/]locales[\\/][^\\/]+[\\/]\.source\.json$/
        if (!post.test(file) && !sources.test(file)) return
        for (const environment of Object.values(server.environments)) {
          const graph = environment.moduleGraph
          for (const locale of localeCodes) {
            const module = graph.getModuleById(`\0${LOCALE_PREFIX}${locale}`)
            if (module) graph.invalidateModule(module)
          }
          for (const module of graph.idToModuleMap.values()) {
            if (POST_SLUGS.test(module.file ?? '')) graph.invalidateModule(module)
          }
        }
      })
    },
  }
}
