import { describe, expect, test } from 'vitest'

import { site } from '../../src/config/site'
import { startingPrices } from '../../src/content/services'
import { localizePath } from '../../src/features/i18n/localePath'
import { locales } from '../../src/features/i18n/locales'
import { serviceIds, servicePath } from '../../src/routing/paths'
import { copyIn } from '../copy'
import { builtPagesByPath, headOf } from './builtPages'

const pages = await builtPagesByPath()

/** The parsed JSON-LD blocks of a built page. */
function jsonLdOf(path: string): Record<string, unknown>[] {
  const page = pages.get(path)
  if (!page) throw new Error(`${path} was not built`)
  return headOf(page.document).jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>)
}

describe.each(locales)('$code service pages', ({ code }) => {
  const t = copyIn(code)
  test.each(serviceIds)('%s offers its service from its starting price, in USD', (id) => {
    const path = localizePath(code, servicePath(id))
    const service = jsonLdOf(path).find((block) => block['@type'] === 'Service')
    expect(service).toMatchObject({
      name: t(`common:nav.service.${id}.description`),
      url: `${site.origin}${path}`,
      provider: { '@type': 'ProfessionalService', name: site.name },
      offers: { price: startingPrices[id], priceCurrency: 'USD' },
    })
  })
})
