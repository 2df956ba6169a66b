import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { localeCodes } from '../src/config/locales'
import { companyStats, reviewRating } from '../src/content/company'
import { serviceMetrics, startingPrices } from '../src/content/services'
import { formatDecimal, formatMoney } from '../src/features/i18n/format'
import { formatMetric } from '../src/features/i18n/formatMetric'
import { createFormatting } from '../src/features/i18n/formatting'
import { siteFigures } from '../src/features/i18n/siteFigures'
import { flattenKeys } from './i18nStatus'

const CONTEXT_DIR = join(import.meta.dirname, '../locales/context')

/** The agency's figures as every language writes them today. */
const figures = new Set(
  localeCodes.flatMap((locale) => [
    ...Object.values(siteFigures(locale)),
    ...Object.values(companyStats).map((metric) => formatMetric(createFormatting(locale), metric)),
    ...Object.values(serviceMetrics).map((metric) =>
      formatMetric(createFormatting(locale), metric),
    ),
    ...Object.values(startingPrices).map((price) =>
      formatMoney(createFormatting(locale), price, 'USD'),
    ),
    formatDecimal(createFormatting(locale), reviewRating.value),
  ]),
)

describe('notes for translators', () => {
  it('quote none of the agency’s figures, which would go stale when the figure changes', () => {
    const quoting: string[] = []
    for (const name of readdirSync(CONTEXT_DIR).filter((file) => file.endsWith('.json'))) {
      const notes = JSON.parse(readFileSync(join(CONTEXT_DIR, name), 'utf8')) as Record<
        string,
        unknown
      >
      for (const [key, note] of flattenKeys(notes)) {
        const quoted = [...String(note).matchAll(/["“]([^"”]+)["”]/g)].map(
          (match) => match[1] ?? '',
        )
        for (const example of quoted.filter((text) => figures.has(text))) {
          quoting.push(`locales/context/${name} ${key}: "${example}"`)
        }
      }
    }
    expect(quoting).toEqual([])
  })

  it('would catch one that did', () => {
    expect(figures).toContain(formatMetric(createFormatting('en'), companyStats.yearsInBusiness))
    expect(figures).toContain(formatMetric(createFormatting('pt'), serviceMetrics.seo))
  })
})
