import { describe, expect, test } from 'vitest'

import { locales } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { startingPrices } from '../../src/content/services'
import { localizePath } from '../../src/features/i18n/localePath'
import { serviceIds, servicePath } from '../../src/routing/paths'
import { copyIn } from '../copy'
import { builtPagesByPath, jsonLdOf, pageAt } from './builtPages'

const pages = await builtPagesByPath()

describe.each(locales)('$code service pages', ({ code }) => {
  const t = copyIn(code)
  test.each(serviceIds)('%s offers its service from its starting price, in USD', (id) => {
    const path = localizePath(code, servicePath(id))
    const service = jsonLdOf(pageAt(pages, path)).find((block) => block['@type'] === 'Service')
    expect(service).toMatchObject({
      name: t(`common:nav.service.${id}.description`),
      url: `${site.origin}${path}`,
      provider: { '@type': 'ProfessionalService', name: site.name },
      offers: { price: startingPrices[id], priceCurrency: 'USD' },
    })
  })
})
