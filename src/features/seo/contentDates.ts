import { localeCodes } from '../../config/locales'
import { site } from '../../config/site'
import { blueprintDocumentUpdatedAt } from '../../content/blueprint'
import {
  ACCESSIBILITY_PATH,
  BLOG_PATH,
  BLUEPRINT_PATH,
  postPath,
  PRIVACY_PATH,
} from '../../routing/paths'
import type { LastModified } from './sitemap'

/** Dated pages and their dates: posts, the blog index (newest post), legal pages and the blueprint. Build time only. */
export async function contentDates(): Promise<LastModified> {
  const { blogIndex } = await import('../blog/blogData')
  const dates = new Map<string, string>()
  const fixed = {
    [PRIVACY_PATH]: site.legal.privacyNoticeUpdated,
    [ACCESSIBILITY_PATH]: site.legal.accessibilityStatementUpdated,
    [BLUEPRINT_PATH]: blueprintDocumentUpdatedAt,
  }
  for (const locale of localeCodes) {
    const { posts } = await blogIndex(locale)
    const postDates = posts.map((post) => {
      const date = post.updatedAt ?? post.publishedAt
      dates.set(`${locale} ${postPath(post.slug)}`, date)
      return date
    })
    const newest = postDates.sort().at(-1)
    if (newest) dates.set(`${locale} ${BLOG_PATH}`, newest)
    for (const [path, date] of Object.entries(fixed)) dates.set(`${locale} ${path}`, date)
  }
  return (locale, logicalPath) => dates.get(`${locale} ${logicalPath}`)
}
