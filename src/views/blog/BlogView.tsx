import { useTranslation } from 'react-i18next'

import { CallToAction } from '../../components/CallToAction/CallToAction'
import { PageHero } from '../../components/PageHero/PageHero'
import { Section } from '../../components/Section/Section'
import type { BlogIndexData } from '../../features/blog/blogData'
import { BlogPostList } from '../../features/blog/BlogPostList'
import { BlogVisual } from '../../features/hero-visuals/BlogVisual'
import { AS_OBJECT } from '../../features/i18n/asObject'
import type { ViewProps } from '../../routing/contract'
import { heroText } from '../shared/heroText'

export default function BlogView({ data }: ViewProps<BlogIndexData>) {
  const { t } = useTranslation('blog')
  return (
    <>
      <PageHero
        gradient="purple"
        {...heroText(t('hero', AS_OBJECT))}
        visual={<BlogVisual posts={data.posts} />}
      />
      <Section headingId="blog-posts" pattern="cards" title={t('list.title')} hideTitle>
        <BlogPostList posts={data.posts} />
      </Section>
      <CallToAction offer="call" />
    </>
  )
}
