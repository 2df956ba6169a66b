import { describe, expect, it } from 'vitest'

import { companyStats } from '../../content/company'
import { serviceMetrics } from '../../content/services'
import { formatMetric } from './formatMetric'

describe('formatMetric', () => {
  it('writes each kind of figure the way the locale does', () => {
    expect(formatMetric('en', companyStats.projects)).toBe('500+')
    expect(formatMetric('en', companyStats.clientSatisfaction)).toBe('98%')
    expect(formatMetric('en', serviceMetrics.seo)).toBe('+286%')
    expect(formatMetric('en', companyStats.revenueGenerated)).toBe('$2.4M')
    expect(formatMetric('pt', serviceMetrics.shopify).replace(/\s/g, ' ')).toBe('US$ 2.999')
  })
})
