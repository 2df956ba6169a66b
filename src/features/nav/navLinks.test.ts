import { describe, expect, it } from 'vitest'

import { fixtureTable } from '../../../tests/unit/fixtures'
import { servicePath } from '../../routing/paths'
import { withMissing } from '../../routing/resolve'
import { isServicesCurrent, isServicesSection } from './navLinks'

describe('isServicesSection', () => {
  it('is true for /services and every page below it', () => {
    expect(isServicesSection('/services')).toBe(true)
    expect(isServicesSection(servicePath('seo'))).toBe(true)
    expect(isServicesSection('/services/saas')).toBe(true)
  })

  it('is false elsewhere, including look-alike paths', () => {
    expect(isServicesSection('/')).toBe(false)
    expect(isServicesSection('/blog')).toBe(false)
    expect(isServicesSection('/servicesfoo')).toBe(false)
  })
})

describe('isServicesCurrent', () => {
  it('is true on the section’s pages', () => {
    expect(isServicesCurrent('/services', fixtureTable)).toBe(true)
    expect(isServicesCurrent(servicePath('seo'), fixtureTable)).toBe(true)
  })

  it('is false at an address below /services that is no page', () => {
    expect(isServicesCurrent('/services/no-such-service', fixtureTable)).toBe(false)
    expect(isServicesCurrent('/services/seo/extra', fixtureTable)).toBe(false)
    expect(isServicesCurrent('/services/seo', withMissing(fixtureTable, '/services/seo'))).toBe(
      false,
    )
  })
})
