import type { TFunction } from 'i18next'

import { type Locale, locales } from '../../config/locales'
import { site } from '../../config/site'
import { serviceBilling, startingPrices } from '../../content/services'
import { BLOG_PATH, type ServiceId, serviceIds, servicePath } from '../../routing/paths'
import { formatCountries } from '../i18n/format'
import { createFormatting } from '../i18n/formatting'
import { isServicesSection } from '../nav/navLinks'
import { formatPrice } from '../pricing/price'
import { priceTerms } from '../pricing/priceTerms'
import { llmsTxtPath } from './crawlerPaths'

export interface PageSummary {
  logicalPath: string
  name: string
  description: string
  url: string
}

const sections = ['services', 'blog', 'pages'] as const
type Section = (typeof sections)[number]

function sectionOf(logicalPath: string): Section {
  if (isServicesSection(logicalPath)) return 'services'
  if (logicalPath === BLOG_PATH || logicalPath.startsWith(`${BLOG_PATH}/`)) return 'blog'
  return 'pages'
}

const serviceIdOf = (logicalPath: string): ServiceId | undefined =>
  serviceIds.find((id) => logicalPath === servicePath(id))

/** A Markdown link's text may not hold brackets (a post title might). */
const linkText = (text: string) => text.replace(/[[\]]/g, '')

export function llmsTxt(locale: Locale, pages: readonly PageSummary[], t: TFunction): string {
  const formatting = createFormatting(locale)
  const countries = formatCountries(formatting, site.areaServed)
  const entry = (page: PageSummary) => {
    const serviceId = serviceIdOf(page.logicalPath)
    const price = serviceId
      ? ` ${t('llms.from', { price: formatPrice(formatting, t, startingPrices[serviceId], serviceBilling[serviceId]) })}`
      : ''
    return `- [${linkText(page.name)}](${page.url}): ${page.description}${price}`
  }
  const otherLanguages = locales
    .filter((other) => other.code !== locale)
    .map((other) => `[${other.label}](${site.origin}${llmsTxtPath(other.code)})`)
    .join(', ')

  return [
    `# ${site.name}`,
    '',
    `> ${t('llms.summary', { name: site.name, year: site.foundingYear })}`,
    '',
    t('llms.countries', { countries }),
    t('llms.contact', { email: site.email }),
    priceTerms(formatting, t),
    `${t('llms.languages')}: ${otherLanguages}`,
    ...sections.flatMap((section) => {
      const listed = pages.filter((page) => sectionOf(page.logicalPath) === section)
      return listed.length ? ['', `## ${t(`llms.${section}`)}`, '', ...listed.map(entry)] : []
    }),
    '',
  ].join('\n')
}
