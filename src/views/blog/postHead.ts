import { authorName } from '../../content/blog/authors'
import { featuredImageSize, shareImagePath } from '../../content/blog/posts'
import { authorRole } from '../../features/blog/authorRole'
import type { BlogPostData } from '../../features/blog/blogData'
import { agencyDateTime } from '../../features/seo/agencyDateTime'
import { blogFeedLinks, blogPageTitle } from '../../features/seo/blogHead'
import { blogPostingJsonLd } from '../../features/seo/blogJsonLd'
import type { HeadBuilder, JsonLdBuilder } from '../../routing/contract'

export const head: HeadBuilder<BlogPostData> = ({ locale, t, data: { post } }) => ({
  title: blogPageTitle(t, post.seoTitle ?? post.title),
  description: post.excerpt,
  keywords: (post.seoKeywords.length > 0 ? post.seoKeywords : post.tags).join(', '),
  breadcrumb: post.title,
  image: { path: shareImagePath(post), ...featuredImageSize, alt: post.title },
  article: {
    author: authorName(post.author),
    publishedTime: agencyDateTime(post.publishedAt),
    modifiedTime: agencyDateTime(post.updatedAt ?? post.publishedAt),
    section: post.category,
    tags: post.tags,
  },
  feeds: blogFeedLinks(locale, t),
})

export const jsonLd: JsonLdBuilder<BlogPostData> = ({ locale, t, data: { post } }) => [
  blogPostingJsonLd(locale, post, authorRole(t, post.author)),
]
