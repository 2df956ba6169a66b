import { describe, expect, it } from 'vitest'

import { type Locale, locales } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { aiPlatforms, chatGptAudience } from '../../src/content/aiPlatforms'
import { caseStudies, caseStudyIds } from '../../src/content/caseStudies'
import { clientName, clientResult } from '../../src/content/clients'
import { companyStats, qualityTargets, yearsInBusiness } from '../../src/content/company'
import { seoPlanPrices, serviceMetrics } from '../../src/content/services'
import { formatMoney } from '../../src/features/i18n/format'
import { formatMetric } from '../../src/features/i18n/formatMetric'
import { createFormatting } from '../../src/features/i18n/formatting'
import { splitLocale } from '../../src/features/i18n/localePath'
import { copyIn } from '../copy'
import { normalize } from '../text'
import { builtPagesByPath, pageIn, textOf, textsOf } from './builtPages'
import {
  conflicts,
  type Mention,
  type MetricId,
  statMentions,
  textMentions,
} from './metricMentions'

/** One fact, one value, with its source (issue 77): the agency's figures read the same on every page, each names its source in small print, written each language's way; testimonials quote only their case study's figures. */
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

const mentions: Mention[] = [...pages.values()].flatMap(({ path, document, head }) => {
  const { locale } = splitLocale(path)
  const stats = statMentions(path, document, statLabels(locale))
  // Posts are their authors' words about their subjects ("three years of data"), not claims about the agency.
  if (/\/blog\/./.test(path)) return stats
  // The calculator counts the visitor's own customers; its example is read by 'the CRO calculator' below.
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
        new RegExp(
          `^yearsInBusiness: ${yearsInBusiness} \\(\\d+x.*\\) vs 12 \\(1x, e\\.g\\. "12\\+ years" on /about\\)$`,
        ),
      ),
    ])
  })
})

describe('testimonials', () => {
  it.each(locales)('quote only figures their client’s case study shows ($code)', ({ code }) => {
    const figures = [...pageIn(pages, code, '/clients').document.querySelectorAll('figure')]
    let checked = 0
    for (const id of caseStudyIds) {
      const shown = [clientResult(id), ...Object.values(caseStudies[id].results)].map((metric) =>
        Math.round(Math.abs(metric.value) * 100),
      )
      for (const figure of figures) {
        if (!textOf(figure.querySelector('figcaption')).endsWith(clientName(id))) continue
        const quote = textOf(figure.querySelector('blockquote'))
        const quoted = [...quote.matchAll(/(\d+)\s?%/g)].map((match) => Number(match[1]))
        for (const value of quoted)
          expect(shown, `${code} ${clientName(id)}: "${quote}"`).toContain(value)
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
    .map(textOf)
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
    const sections = countedLists.map(([path, headingId, nth]) =>
      countedSection(code, pageIn(pages, code, path || '/').document, headingId, nth),
    )
    for (const section of sections) {
      expect(section.counted, section.lead).toBeDefined()
      expect(section.items, section.lead).toBe(section.counted)
    }
  })
})

/** The pages whose figures come from `src/content`, in English; each language's twin too. */
const FIGURE_PAGES = [
  '/',
  '/about',
  '/services',
  '/services/seo',
  '/services/geo',
  '/services/cro',
  '/services/shopify',
  '/clients',
  '/blueprint',
]

describe('figures', () => {
  it('each have their source in small print, every figure of a stat row too, on every page', () => {
    const unsourced = [...pages.values()].flatMap(({ path, document }) => {
      const notes = new Map(
        [...document.querySelectorAll('main small[data-source-note]')].map((note) => [
          note.getAttribute('data-source-note'),
          textOf(note),
        ]),
      )
      const noted = [...document.querySelectorAll('main [data-source]')].filter(
        (figure) => !/\w{3}/.test(notes.get(figure.getAttribute('data-source')) ?? ''),
      )
      const bare = [...document.querySelectorAll('main dl dd')]
        .filter((value) => value.closest('[class*="grid"]') && !value.hasAttribute('data-source'))
        .filter((value) => !/\$|US\$|USD/.test(value.textContent ?? ''))
      return [...noted, ...bare].map((figure) => `${path}: ${textOf(figure)}`)
    })
    expect(unsourced).toEqual([])
    const withoutFigures = locales
      .flatMap(({ code }) => FIGURE_PAGES.map((path) => pageIn(pages, code, path)))
      .filter(({ document }) => !document.querySelector('main [data-source]'))
    expect(withoutFigures.map(({ path }) => path)).toEqual([])
  })

  it('no longer state a revenue total or infinite possibilities', () => {
    const stated = [...pages.values()].filter(({ document }) =>
      /\$2[.,]4\s?M|2[.,]4 (?:millones|milhões)|∞/.test(textOf(document.querySelector('main'))),
    )
    expect(stated.map(({ path }) => path)).toEqual([])
  })

  // The formatting itself is unit-tested (format.test.ts); a locale missing here would fall back to English.
  it.each(locales)('are written, with prices, the $code way', ({ code }) => {
    const texts = (path: string, selector: string) =>
      textsOf(pageIn(pages, code, path).document, selector)
    const formatting = createFormatting(code)
    expect(texts('/', 'main dd')).toContain(
      normalize(formatMetric(formatting, companyStats.clientSatisfaction)),
    )
    expect(texts('/services/seo', 'main li strong')).toEqual(
      Object.values(seoPlanPrices).map((price) => normalize(formatMoney(formatting, price, 'USD'))),
    )
  })
})

describe.each(locales)('the GEO page ($code)', ({ code }) => {
  it('names all six assistants where it says six, each with its published figure or none', () => {
    const t = copyIn(code)
    const section = pageIn(pages, code, '/services/geo').document.querySelector(
      'section[aria-labelledby="geo-platforms"]',
    )
    const text = textOf(section)
    expect(textOf(section?.querySelector('h2 + p'))).toContain(t('common:numberWords.6'))
    expect(aiPlatforms).toHaveLength(6)
    for (const { name, audience } of aiPlatforms) {
      expect(text).toContain(name)
      if (audience === 'unpublished') continue
      // A figure in its unit and with its publisher: weekly and monthly users are never summed.
      expect(text).toContain(normalize(t(`geo:platforms.users.${audience.per}`, { users: '' })))
      expect(text).toContain(audience.source.publisher)
    }
    expect(text).toContain(normalize(t('geo:platforms.unpublished')))
  })
})

describe.each(locales)('the CRO calculator ($code)', ({ code }) => {
  it('starts at a lift no bigger than the average the page states', () => {
    const { document } = pageIn(pages, code, '/services/cro')
    const [, current, optimized] = [...document.querySelectorAll('main input[type="range"]')].map(
      (input) => Number(input.getAttribute('value')),
    )
    expect(current).toBeGreaterThan(0)
    expect((optimized ?? 0) / (current ?? 1) - 1).toBeLessThanOrEqual(serviceMetrics.cro.value)
  })
})

describe.each(locales)('the comparison tables ($code)', ({ code }) => {
  it('say GEO is a service of its own on the home page, not part of the SEO plans', () => {
    const t = copyIn(code)
    const { document } = pageIn(pages, code, '/')
    const row = [
      ...document.querySelectorAll('section[aria-labelledby="home-comparison"] tr'),
    ].find((tr) => textOf(tr).startsWith(normalize(t('home:comparison.row.geo.feature'))))
    const ours = textOf(row?.querySelectorAll('td')[0])
    expect(ours).not.toMatch(/^(?:included|incluida|incluída)/i)
    expect(ours).toMatch(/SEO/)
  })

  it.each(['/', '/services/saas'])(
    'give no unsourced figure for the other agencies on %s',
    (path) => {
      const rows = [
        ...pageIn(pages, code, path).document.querySelectorAll('main table tbody tr'),
      ].filter((row) => !row.closest('[data-hero-visual]'))
      expect(rows.length).toBeGreaterThan(0)
      // Column 1 is ours, sourced in `src/content`; the others describe agencies nobody measured.
      const theirs = rows.flatMap((row) => [...row.querySelectorAll('td')].slice(1)).map(textOf)
      expect(theirs.filter((text) => /\d/.test(text))).toEqual([])
    },
  )
})
