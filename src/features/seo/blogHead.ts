import type { TFunction } from 'i18next'

import type { Locale } from '../../config/locales'
import { site } from '../../config/site'
import type { HeadOverrides } from '../../routing/contract'
import { feedPath } from '../blog/rssFeed'

export function blogPageTitle(t: TFunction, pageTitle: string): string {
  return `${pageTitle} | ${t('blog:post.titleSuffix', { name: site.name })}`
}

export function blogFeedLinks(locale: Locale, t: TFunction): HeadOverrides['feeds'] {
  return [{ href: feedPath(locale), title: t('blog:feed.linkTitle', { name: site.name }) }]
}
