import { expect, it } from 'vitest'

import esBlog from '../../../locales/es/blog.json'
import esCommon from '../../../locales/es/common.json'
import esPeople from '../../../locales/es/people.json'
import { type BlogPostData, blogPostPage } from '../../features/blog/blogData'
import { createSiteI18n } from '../../features/i18n/siteFigures'
import { buildHead } from '../../features/seo/headData'
import { siteRoutes } from '../../routes'
import { resolveIn, withMissing } from '../../routing/resolve'
import * as postHead from './postHead'
import * as postNotFoundHead from './postNotFoundHead'

// The built posts' heads are read in tests/dist/blogPosts.test.ts; here, what no built page shows.
const t = createSiteI18n('es', { common: esCommon, blog: esBlog, people: esPeople }).getFixedT('es')

function spanishHead(
  logicalPath: string,
  builders: typeof postHead | typeof postNotFoundHead,
  data?: unknown,
  table = siteRoutes,
) {
  const resolved = resolveIn(table, logicalPath)
  return buildHead({
    locale: 'es',
    logicalPath,
    resolved,
    t,
    table,
    builders: builders as never,
    data,
  })
}

it('gives a post that names no keywords its tags as keywords', async () => {
  const data = await blogPostPage('es', 'optimizacion-de-conversiones-saas')
  const bare: BlogPostData = { ...data, post: { ...data.post, seoKeywords: [] } }
  const path = '/blog/optimizacion-de-conversiones-saas'
  expect(spanishHead(path, postHead, bare).keywords).toBe(data.post.tags.join(', '))
})

it('titles an unknown post’s page as the blog’s not-found page', () => {
  const table = withMissing(siteRoutes, '/blog/no-existe')
  const head = spanishHead('/blog/no-existe', postNotFoundHead, undefined, table)
  expect(head.title).toBe('Artículo no encontrado | Blog de Nexa Digital')
})
