import { describe, expect, test } from 'vitest'

import { type Locale, locales } from '../../src/config/locales'
import { saasOfferPrices } from '../../src/content/saas'
import { seoPlanPrices, startingPrices } from '../../src/content/services'
import { createFormatting } from '../../src/features/i18n/formatting'
import { splitLocale } from '../../src/features/i18n/localePath'
import { priceTerms } from '../../src/features/pricing/priceTerms'
import { copyIn } from '../copy'
import { normalize } from '../text'
import { builtPagesByPath, builtTexts, localeOfFile } from './builtPages'

/** A bare "$" reads as pesos in Mexico: every price names its currency code and period, beside its market's tax statement; in structured data: structuredData.test.ts. */

/** Every amount the price config holds: a figure equal to one of them is a price. */
const prices = new Set([
  ...Object.values(seoPlanPrices),
  ...Object.values(startingPrices),
  ...Object.values(saasOfferPrices),
])

/** An amount of money as any locale writes it: its currency, then digits grouped in thousands. */
const MONEY = /(US\$|USD|R\$|\$) ?(\d{1,3}(?:[.,]\d{3})*)(?![.,]?\d)/g

interface Fault {
  amount: string
  fault: string
}

/** Each price's faults in a block; `label` is the words a figure's value stands under, read with it. */
function blockFaults(block: string, locale: Locale, label = ''): Fault[] {
  const t = copyIn(locale)
  const periods = [t('common:price.per.month'), t('common:price.per.project')]
  const matches = [...normalize(block).matchAll(MONEY)]
  return matches.flatMap((match, index) => {
    const [amount, currency = '', digits = ''] = match
    const next = matches[index + 1]?.index ?? Infinity
    const after = normalize(block).slice((match.index ?? 0) + amount.length, next)
    if (!prices.has(Number(digits.replace(/[.,]/g, '')))) return []
    const faults: string[] = []
    if (currency === '$') faults.push('no currency code')
    if (!periods.some((period) => `${label} ${after}`.includes(period))) faults.push('no period')
    return faults.map((fault) => ({ amount, fault }))
  })
}

/** The blocks of a page's body a reader sees as one: form choices are the buyer's, not prices. */
const BLOCKS = 'p, li, td, th, h1, h2, h3, h4, h5, h6, figcaption, blockquote, dd'

function pageFaults(document: Document, locale: Locale): Fault[] {
  const blocks = [...document.body.querySelectorAll(BLOCKS)].filter(
    (block) => !block.closest('form, pre, script, template') && !block.querySelector(BLOCKS),
  )
  return blocks.flatMap((block) =>
    blockFaults(
      block.textContent ?? '',
      locale,
      block.tagName === 'DD' ? (block.previousElementSibling?.textContent ?? '') : '',
    ),
  )
}

/** A text file's faults by paragraph; a figure's indented value is read with its "* label" line. */
function textFaults(text: string, locale: Locale): Fault[] {
  const paragraphs = text.split(/\n\s*\n/)
  return paragraphs.flatMap((paragraph, index) => {
    const previous = paragraphs[index - 1] ?? ''
    const value = /^ +\S/.test(paragraph) && previous.startsWith('* ')
    return paragraph.split('\n').flatMap((line) => blockFaults(line, locale, value ? previous : ''))
  })
}

/** The market's tax statement, as the page's language writes it. */
const termsIn = (locale: Locale) => normalize(priceTerms(createFormatting(locale), copyIn(locale)))

const statesPrice = (text: string) =>
  [...normalize(text).matchAll(MONEY)].some(([, , digits = '']) =>
    prices.has(Number(digits.replace(/[.,]/g, ''))),
  )

const pages = [...(await builtPagesByPath()).values()]

describe.each(pages)('$path', ({ path, document }) => {
  const { locale } = splitLocale(path)
  const body = document.body.textContent ?? ''
  // An example in a code block (a post's sample llms.txt) quotes a file, not the site's price.
  const prose = [...document.body.querySelectorAll(BLOCKS)]
    .filter((block) => !block.closest('pre, form'))
    .map((block) => block.textContent ?? '')
    .join(' ')

  test('names the currency of every amount and how often each price is paid', () => {
    expect(pageFaults(document, locale)).toEqual([])
  })

  test.runIf(statesPrice(prose))('carries its market’s tax statement beside its prices', () => {
    expect(normalize(body)).toContain(termsIn(locale))
  })
})

/** Markdown twins, the blueprint downloads and every language's llms.txt and llms-full.txt. */
const downloads = builtTexts(/\.(md|txt)$/)

describe.each(downloads)('$file', ({ file, text: read }) => {
  const text = read.replace(/^```[^]*?^```/gm, '')
  const locale = localeOfFile(file)

  test('names the currency of every amount and how often each price is paid', () => {
    expect(textFaults(text, locale)).toEqual([])
  })

  test.runIf(statesPrice(text))('carries its market’s tax statement', () => {
    expect(normalize(text)).toContain(termsIn(locale))
  })
})

// Their period and the tax statement beside them: the tests of each download above.
test('llms.txt gives each service’s starting price', () => {
  for (const { prefix } of locales) {
    const { text = '' } = downloads.find(({ file }) => `/${file}` === `${prefix}/llms.txt`) ?? {}
    expect(text.split('\n').filter((line) => statesPrice(line))).toHaveLength(5)
  }
})

test('a bare "$", a price without its period and a figure without its period fail', () => {
  expect(blockFaults('Starting at $1,999', 'en')).toEqual([
    { amount: '$1,999', fault: 'no currency code' },
    { amount: '$1,999', fault: 'no period' },
  ])
  expect(blockFaults('Desde USD 1,999 al mes', 'es')).toEqual([])
  expect(blockFaults('SEO from USD 999 a month, software from USD 12,000.', 'en')).toEqual([
    { amount: 'USD 12,000', fault: 'no period' },
  ])
  expect(textFaults('* starting price\n\n  USD 2,999\n', 'en')).toEqual([
    { amount: 'USD 2,999', fault: 'no period' },
  ])
  expect(textFaults('* starting price, per project\n\n  USD 2,999\n', 'en')).toEqual([])
})
