import { type Locale, localeInfo } from '../../config/locales'
import { site } from '../../config/site'
import { authorName } from '../../content/blog/authors'
import { BLOG_PATH, postPath } from '../../routing/paths'
import { loadNamespaces } from '../i18n/resources'
import { createSiteI18n } from '../i18n/siteFigures'
import { absoluteUrl } from '../seo/absoluteUrl'
import { blogIndex } from './blogData'
import { feedPath, rssFeed } from './rssFeed'

export async function localeFeed(locale: Locale): Promise<string> {
  const t = createSiteI18n(locale, await loadNamespaces(locale, ['blog'])).getFixedT(locale, 'blog')
  const items = (await blogIndex(locale)).posts.map((post) => ({
    title: post.title,
    excerpt: post.excerpt,
    url: absoluteUrl(locale, postPath(post.slug)),
    publishedAt: post.publishedAt,
    category: post.category,
    author: authorName(post.author),
  }))
  return rssFeed(
    {
      title: t('feed.title', { name: site.name }),
      description: t('meta.description'),
      link: absoluteUrl(locale, BLOG_PATH),
      feedUrl: `${site.origin}${feedPath(locale)}`,
      language: localeInfo(locale).tag,
    },
    items,
  )
}
