import { describe, expect, it } from 'vitest'

import { servicePath } from '../../routing/paths'
import { isServicesSection } from './navLinks'

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
