import { describe, expect, it } from 'vitest'

import { companyStats } from '../../content/company'
import { serviceMetrics } from '../../content/services'
import { formatMetric } from './formatMetric'
import { createFormatting } from './formatting'

describe('formatMetric', () => {
  it('writes each kind of figure the way the locale does', () => {
    expect(formatMetric(createFormatting('en'), companyStats.projects)).toBe('500+')
    expect(formatMetric(createFormatting('en'), companyStats.clientSatisfaction)).toBe('98%')
    expect(formatMetric(createFormatting('en'), serviceMetrics.seo)).toBe('+286%')
    expect(formatMetric(createFormatting('en'), serviceMetrics.geo)).toBe('800M')
    expect(formatMetric(createFormatting('es'), serviceMetrics.geo)).toBe('800 millones')
    expect(formatMetric(createFormatting('pt'), serviceMetrics.shopify).replace(/\s/g, ' ')).toBe(
      'US$ 2.999',
    )
  })
})
