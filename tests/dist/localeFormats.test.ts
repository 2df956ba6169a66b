import { expect, test } from 'vitest'

import { locales } from '../../src/config/locales'
import { companyStats } from '../../src/content/company'
import { seoPlanPrices } from '../../src/content/services'
import { formatMoney } from '../../src/features/i18n/format'
import { formatMetric } from '../../src/features/i18n/formatMetric'
import { createFormatting } from '../../src/features/i18n/formatting'
import { localizePath } from '../../src/features/i18n/localePath'
import { normalize } from '../text'
import { builtPagesByPath, pageAt } from './builtPages'

/** The formatting itself is unit-tested (format.test.ts); a locale missing here would silently fall back to English formatting. */

const pages = await builtPagesByPath()
const texts = (path: string, selector: string) =>
  [...pageAt(pages, path).document.querySelectorAll(selector)].map((element) =>
    normalize(element.textContent ?? ''),
  )

test.each(locales)('the $code pages write figures and prices the $code way', ({ code, prefix }) => {
  expect(texts(prefix || '/', 'main dd')).toContain(
    normalize(formatMetric(createFormatting(code), companyStats.clientSatisfaction)),
  )
  expect(texts(localizePath(code, '/services/seo'), 'main li strong')).toEqual(
    Object.values(seoPlanPrices).map((price) => normalize(formatMoney(createFormatting(code), price, 'USD'))),
  )
})
