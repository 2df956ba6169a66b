import { blogPageTitle } from '../../features/seo/blogHead'
import type { HeadBuilder } from '../../routing/contract'

export const head: HeadBuilder = ({ t }) => ({
  title: blogPageTitle(t, t('blog:notFound.title')),
  description: t('blog:notFound.description'),
  breadcrumb: t('blog:notFound.title'),
  card: { title: t('blog:notFound.title'), subtitle: t('blog:notFound.text') },
})
