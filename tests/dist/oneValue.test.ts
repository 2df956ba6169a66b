import { describe, expect, it } from 'vitest'

import { type Locale, locales } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { chatGptAudience } from '../../src/content/aiPlatforms'
import { caseStudies, caseStudyIds } from '../../src/content/caseStudies'
import { clientName, clientResult } from '../../src/content/clients'
import { companyStats, qualityTargets, yearsInBusiness } from '../../src/content/company'
import { serviceMetrics } from '../../src/content/services'
import { localizePath } from '../../src/features/i18n/localePath'
import { copyIn } from '../copy'
import { normalize } from '../text'
import { builtPagesByPath } from './builtPages'
import {
  conflicts,
  type Mention,
  type MetricId,
  statMentions,
  textMentions,
} from './metricMentions'

/** One fact, one value: the agency's figures read the same on every page, and testimonials quote only their case study's figures. */
const pages = await builtPagesByPath()

/** Each stat grid label of a language, and the metric it captions. */
function statLabels(locale: Locale): Map<string, MetricId> {
  const t = copyIn(locale)
  const labels: [string, MetricId][] = [
    ['common:stats.yearsInBusiness', 'yearsInBusiness'],
    ['common:stats.clientsServed', 'clients'],
    ['common:stats.projects', 'projects'],
    ['common:stats.clientSatisfaction', 'satisfaction'],
    ['home:numbers.traffic', 'averageTrafficIncrease'],
    ['seo:results.traffic', 'averageTrafficIncrease'],
    ['home:results.loadTime', 'loadTime'],
    ['blueprint:stats.loadTime', 'loadTime'],
    ['about:story.facts.founded', 'foundingYear'],
    ['geo:results.reach', 'chatGptWeeklyUsers'],
  ]
  return new Map(labels.map(([key, metric]) => [normalize(t(key)), metric]))
}

function localeOf(path: string): Locale {
  return locales.find(({ prefix }) => prefix && (path === prefix || path.startsWith(`${prefix}/`)))
    ?.code ?? 'en'
}

const mentions: Mention[] = [...pages.values()].flatMap(({ path, document, head }) => {
  const locale = localeOf(path)
  const stats = statMentions(path, document, statLabels(locale))
  // Posts are their authors' words about their subjects ("three years of data"), not claims about the agency.
  if (/\/blog\/./.test(path)) return stats
  // The calculator counts the visitor's own customers; its example is read by figureSources.test.ts.
  const main = document.querySelector('main')?.cloneNode(true) as Element | undefined
  main?.querySelector('[data-island="revenue-calculator"]')?.remove()
  const text = [head.title, head.description, main?.textContent ?? '']
  return [...stats, ...textMentions(path, locale, text.join(' '))]
})

describe('the agency’s figures', () => {
  it('read the same on every page, in every language', () => {
    expect(conflicts(mentions)).toEqual([])
  })

  it('are the values src/content holds, stated on many pages', () => {
    const expected: Record<MetricId, number> = {
      yearsInBusiness,
      foundingYear: site.foundingYear,
      clients: companyStats.clientsServed.value,
      projects: companyStats.projects.value,
      averageTrafficIncrease: Math.round(serviceMetrics.seo.value * 100),
      loadTime: qualityTargets.loadTimeSeconds,
      satisfaction: Math.round(companyStats.clientSatisfaction.value * 100),
      chatGptWeeklyUsers: chatGptAudience.users / 1_000_000,
    }
    for (const [metric, value] of Object.entries(expected)) {
      const found = mentions.filter((mention) => mention.metric === metric)
      // At least once in each language: a figure no page states would pass any test.
      expect(found.length, metric).toBeGreaterThanOrEqual(3)
      expect(new Set(found.map((mention) => mention.value)), metric).toEqual(new Set([value]))
    }
  })

  it('fail the check when one page states a second value', () => {
    const planted = textMentions('/about', 'en', 'Our team brings 12+ years of experience.')
    expect(conflicts([...mentions, ...planted])).toEqual([
      expect.stringMatching(
        new RegExp(`^yearsInBusiness: ${yearsInBusiness} \\(\\d+x.*\\) vs 12 \\(1x, e\\.g\\. "12\\+ years" on /about\\)$`),
      ),
    ])
  })
})

describe('testimonials', () => {
  it.each(locales)('quote only figures their client’s case study shows ($code)', ({ code }) => {
    const clientsPage = pages.get(localizePath(code, '/clients'))
    expect(clientsPage).toBeDefined()
    const figures = [...(clientsPage?.document.querySelectorAll('figure') ?? [])]
    let checked = 0
    for (const id of caseStudyIds) {
      const shown = [clientResult(id), ...Object.values(caseStudies[id].results)].map((metric) =>
        Math.round(Math.abs(metric.value) * 100),
      )
      for (const figure of figures) {
        const caption = normalize(figure.querySelector('figcaption')?.textContent ?? '')
        if (!caption.endsWith(clientName(id))) continue
        const quote = normalize(figure.querySelector('blockquote')?.textContent ?? '')
        const quoted = [...quote.matchAll(/(\d+)\s?%/g)].map((match) => Number(match[1]))
        for (const value of quoted) expect(shown, `${code} ${clientName(id)}: "${quote}"`).toContain(value)
        checked += quoted.length
      }
    }
    // Casa Verde's quote states its 247%: the check reads at least that one.
    expect(checked).toBeGreaterThanOrEqual(1)
  })
})

/** Sections whose lead counts what they list, and which number in the lead is the count when not the first. */
const countedLists: readonly (readonly [string, string, number?])[] = [
  ['', 'home-services'],
  ['/services/seo', 'seo-features'],
  ['/services/seo', 'seo-process'],
  ['/services/geo', 'geo-features'],
  // "We optimize for all six major AI assistants.": the six cards below.
  ['/services/geo', 'geo-platforms'],
  ['/services/cro', 'cro-features'],
  ['/services/cro', 'cro-method'],
  ['/services/shopify', 'shopify-portfolio'],
  ['/services/shopify', 'shopify-process'],
  ['/services/saas', 'saas-offers'],
  ['/services/saas', 'saas-process'],
  ['/clients', 'clients-case-studies'],
  ['/blueprint', 'infrastructure-title'],
]

/** The count a section's lead gives in words, and its items: cards and steps have an `h3`, logos a list item. */
function countedSection(locale: Locale, document: Document, headingId: string, nth = 0) {
  const t = copyIn(locale)
  const words = Object.values(
    t('common:numberWords', { returnObjects: true }) as Record<string, string>,
  ).map((word) => word.toLocaleLowerCase(locale))
  const section = document.querySelector(`section[aria-labelledby="${headingId}"]`)
  const lead = [section?.querySelector('h2'), section?.querySelector('h2 + p')]
    .map((element) => normalize(element?.textContent ?? ''))
    .join(' ')
  const counted = lead
    .toLocaleLowerCase(locale)
    .split(/[^\p{L}]+/u)
    .map((word) => words.indexOf(word))
    .filter((value) => value >= 2)[nth]
  const items = section?.querySelectorAll('h3').length || section?.querySelectorAll('li').length
  return { headingId, lead, counted, items }
}

describe('counts in words', () => {
  it.each(locales)('match the items their section lists ($code)', ({ code }) => {
    const sections = countedLists.map(([path, headingId, nth]) => {
      const address = localizePath(code, path || '/')
      const page = pages.get(address)
      expect(page, address).toBeDefined()
      return countedSection(code, page?.document ?? new Document(), headingId, nth)
    })
    for (const section of sections) {
      expect(section.counted, section.lead).toBeDefined()
      expect(section.items, section.lead).toBe(section.counted)
    }
  })
})
