import { join } from 'node:path'

import type { Plugin } from 'vite'

import { localeCodes } from '../src/config/locales.ts'
import { postSlugsByLocale, postSummaries } from './blogPosts.ts'
import { snapshotFile } from './translationSources/snapshot.ts'

const POSTS_BY_LOCALE = 'virtual:blog-posts'
const LOCALE_PREFIX = 'virtual:blog-posts/'
const POST_SLUGS = 'virtual:blog-posts/slugs'

/** Serves the posts' lists as a handful of modules; bodies are compiled by the prerender alone. */
export function blogMarkdown(root: string): Plugin {
  // Every module names each post's slug in every language: read once, until a post changes.
  let slugs: ReturnType<typeof postSlugsByLocale> | null = null
  const postSlugs = () => (slugs ??= postSlugsByLocale(root))
  return {
    name: 'blog-markdown',
    resolveId(id) {
      return id === POSTS_BY_LOCALE || id.startsWith(LOCALE_PREFIX) ? `\0${id}` : undefined
    },
    load(id) {
      if (!id.startsWith(`\0${POSTS_BY_LOCALE}`)) return
      const virtualId = id.slice(1)
      for (const code of localeCodes) this.addWatchFile(join(root, 'locales', code, 'blog'))
      if (virtualId === POSTS_BY_LOCALE) {
        const loaders = localeCodes.map(
          (locale) =>
            `${JSON.stringify(locale)}: () => import(${JSON.stringify(LOCALE_PREFIX + locale)})`,
        )
        return `export default {${loaders.join(', ')}}`
      }
      if (virtualId === POST_SLUGS) {
        if (this.environment.config.consumer === 'client') {
          throw new Error(`${POST_SLUGS} is the prerender's: no browser module may import it`)
        }
        return `export default ${JSON.stringify(postSlugs())}`
      }
      const locale = virtualId.slice(LOCALE_PREFIX.length)
      // Which translations are behind the English (their notice) depends on their recorded sources.
      this.addWatchFile(join(root, snapshotFile(locale)))
      return `export default ${JSON.stringify(postSummaries(root, locale, postSlugs()))}`
    },
    configureServer(server) {
      // `npm run dev`: a post added, edited or removed shows in the lists without a restart.
      server.watcher.on('all', (_event, file) => {
        const post = /[\\/]locales[\\/][^\\/]+[\\/]blog[\\/][^\\/]+\.md$/
        const sources = /[\\/]locales[\\/][^\\/]+[\\/]\.source\.json$/
        if (!post.test(file) && !sources.test(file)) return
        slugs = null
        for (const environment of Object.values(server.environments)) {
          const graph = environment.moduleGraph
          for (const id of [POST_SLUGS, ...localeCodes.map((locale) => LOCALE_PREFIX + locale)]) {
            const module = graph.getModuleById(`\0${id}`)
            if (module) graph.invalidateModule(module)
          }
        }
      })
    },
  }
}
