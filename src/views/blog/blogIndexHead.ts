import { site } from '../../config/site'
import { authorRole } from '../../features/blog/authorRole'
import type { BlogIndexData } from '../../features/blog/blogData'
import { blogFeedLinks } from '../../features/seo/blogHead'
import { blogJsonLd } from '../../features/seo/blogJsonLd'
import type { HeadBuilder, JsonLdBuilder } from '../../routing/contract'

export const head: HeadBuilder<BlogIndexData> = ({ locale, t }) => ({
  feeds: blogFeedLinks(locale, t),
})

export const jsonLd: JsonLdBuilder<BlogIndexData> = ({ locale, t, data }) => [
  blogJsonLd(locale, t('blog:feed.title', { name: site.name }), data.posts, (post) =>
    authorRole(t, post.author),
  ),
]
