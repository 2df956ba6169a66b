import { useTranslation } from 'react-i18next'

import { CallToAction } from '../../components/CallToAction/CallToAction'
import { Section } from '../../components/Section/Section'
import { TranslationNotice } from '../../components/TranslationNotice/TranslationNotice'
import { defaultLocale } from '../../config/locales'
import { featuredImageSize } from '../../content/blog/posts'
import { AuthorByline } from '../../features/blog/AuthorByline'
import type { BlogPostData } from '../../features/blog/blogData'
import { PostFacts } from '../../features/blog/PostFacts'
import { PostGrid } from '../../features/blog/PostGrid'
import { ShareLinks } from '../../features/blog/ShareLinks'
import { Breadcrumbs } from '../../features/breadcrumbs/Breadcrumbs'
import { formatLongDate } from '../../features/i18n/format'
import { useFormatting } from '../../features/i18n/formatting'
import { localizePath } from '../../features/i18n/localePath'
import { useLocale } from '../../features/i18n/useLocale'
import { absoluteUrl } from '../../features/seo/absoluteUrl'
import type { ViewProps } from '../../routing/contract'
import { postPath } from '../../routing/paths'
import styles from './PostView.module.css'

export default function PostView({ data: { post, related } }: ViewProps<BlogPostData>) {
  const { t } = useTranslation('blog')
  const locale = useLocale()
  const formatting = useFormatting()
  return (
    <>
      <article className={styles.article} aria-labelledby="post-title">
        <header className={styles.header}>
          <Breadcrumbs name={post.title} />
          <PostFacts post={post} />
          <h1 id="post-title" className={styles.title}>
            {post.title}
          </h1>
          <p className={styles.excerpt}>{post.excerpt}</p>
          <AuthorByline author={post.author} />
          {post.englishUpdatedAt && (
            <TranslationNotice
              message={t('post.translationNotice', {
                date: formatLongDate(formatting, post.englishUpdatedAt),
              })}
              href={localizePath(defaultLocale, postPath(post.slugs[defaultLocale] ?? post.slug))}
              linkText={t('post.readInEnglish')}
            />
          )}
        </header>
        <img
          className={styles.image}
          src={post.featuredImage}
          alt=""
          {...featuredImageSize}
          fetchPriority="high"
        />
        {/* Compiled from Markdown and sanitized against an allow-list at build time (compilePost). */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: post.html }} />
        <footer className={styles.footer}>
          <section aria-labelledby="post-topics">
            <h2 id="post-topics" className={styles.footerHeading}>
              {t('post.topics')}
            </h2>
            <ul className={styles.tags}>
              {post.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          </section>
          <ShareLinks title={post.title} url={absoluteUrl(locale, postPath(post.slug))} />
        </footer>
      </article>
      {related.length > 0 && (
        <Section headingId="post-related" pattern="cards" title={t('post.related')} tone="tinted">
          <PostGrid posts={related} />
        </Section>
      )}
      <CallToAction offer="call" />
    </>
  )
}
