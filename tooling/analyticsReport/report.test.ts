import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { analyticsEventProblems } from '../localAnalytics'
import { reportFromEvents } from './readEvents'
import { reportFromExport } from './readExport'
import { renderText } from './renderText'
import { percentile75, rating } from './summarize'

const line = (event: object) => JSON.stringify({ receivedAt: '2026-11-24T10:00:00.000Z', ...event })

describe('percentile75 and rating', () => {
  it('takes the nearest rank, weighting exported rows by their count', () => {
    expect(percentile75([])).toBeNull()
    const weighted = (...rows: [number, number][]) =>
      percentile75(rows.map(([value, weight]) => ({ value, weight })))
    expect(weighted([100, 1], [200, 1], [300, 1], [400, 1])).toBe(300)
    expect(weighted([900, 1], [100, 3])).toBe(100)
    expect(weighted([900, 2], [100, 3])).toBe(900)
  })

  it('rates with Google’s thresholds, limits included in the better band', () => {
    expect(rating('lcp', 2500)).toBe('good')
    expect(rating('lcp', 2501)).toBe('needs-improvement')
    expect(rating('inp', 501)).toBe('poor')
    expect(rating('cls', 0.1)).toBe('good')
    expect(rating('cls', 0.25)).toBe('needs-improvement')
  })
})

describe('the report of the local collector’s file', () => {
  const seo = { page: '/services/seo', locale: 'es' }
  const file = [
    line({ ...seo, name: 'pageview' }),
    line({ ...seo, name: 'pageview' }),
    line({ ...seo, name: 'plan-hover', plan: 'growth' }),
    line({ ...seo, name: 'web-vitals', lcp: 1800, inp: 120, cls: 0.02, device: 'phone' }),
    line({ ...seo, name: 'web-vitals', lcp: 4200, cls: 0.3, device: 'phone' }),
    line({ name: 'pageview', page: '/', locale: 'en' }),
    'not json',
    line({ name: 'pageview', page: '/', locale: 'fr' }),
  ].join('\n')

  it('counts views and events and takes each vital’s p75 per page and language', () => {
    const { builder, skipped } = reportFromEvents(file)
    expect(skipped).toBe(2)
    const text = renderText(builder.build(), 'test.jsonl')
    const rows = text.split('\n')
    expect(rows.find((row) => row.startsWith('/services/seo'))).toMatch(
      /^\/services\/seo +es +2 +plan-hover 1 +4\.20 s poor \(2\) +120 ms good \(1\) +0\.30 poor \(2\)$/,
    )
    expect(rows.find((row) => row.startsWith('/ '))).toMatch(/^\/ +en +1 +- +- +- +-$/)
    expect(text).toContain('3 page views and 1 other events on 2 page/language rows')
  })

  it('shows LCP for views nobody interacted with, one of them shown again by Back', () => {
    const view = { name: 'web-vitals', fcp: 900, ttfb: 80, cls: 0, device: 'desktop' }
    const geo = { ...view, page: '/services/geo', locale: 'pt' }
    const { builder, skipped } = reportFromEvents(
      [
        line({ ...geo, lcp: 2100 }),
        line({ ...geo, lcp: 40, navigation: 'back-forward-cache' }),
      ].join('\n'),
    )
    expect(skipped).toBe(0)
    const row = renderText(builder.build(), 'test.jsonl')
      .split('\n')
      .find((text) => text.startsWith('/services/geo'))
    expect(row).toMatch(/ pt +0 +- +2\.10 s good \(2\) +- +0\.00 good \(2\)$/)
  })

  it('prints no terminal control codes a stored event holds', () => {
    const { builder } = reportFromEvents(
      line({ name: 'pageview', page: '/\u001b]0;owned\u0007\u001b[2J', locale: 'en' }),
    )
    const text = renderText(builder.build(), 'test.jsonl')
    expect(text).toContain('/\uFFFD]0;owned\uFFFD\uFFFD[2J')
    expect(text.replaceAll('\n', '')).not.toMatch(/\p{Cc}/u)
  })
})

describe('the report of a provider’s export', () => {
  it('reads a Plausible export: views per page and language, goals, vitals from custom props', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'plausible-export-'))
    await writeFile(
      join(folder, 'pages.csv'),
      'name,visitors,pageviews,bounce_rate,time_on_page\n/es/servicios/seo,4,6,50,30\n/,10,12,40,20\n',
    )
    await writeFile(
      join(folder, 'conversions.csv'),
      'name,unique_conversions,total_conversions,conversion_rate\nplan-hover,2,3,5\n',
    )
    await writeFile(
      join(folder, 'custom_props.csv'),
      'property,value,visitors,events,percentage\nlcp,1500,3,3,50\nlcp,3000,1,1,50\nplan,growth,2,3,100\n',
    )
    const text = renderText((await reportFromExport(folder)).build(), folder)
    expect(text).toMatch(/\n\/ +en +12 /)
    expect(text).toMatch(/\n\/services\/seo +es +6 /)
    expect(text).toMatch(/\(all pages\) +\* +0 +plan-hover 3 +1\.50 s good \(4\)/)
  })

  it('reads an Umami export: pages and events, which carry no vitals', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'umami-export-'))
    await writeFile(join(folder, 'pages.csv'), 'x,y\n/pt/contato,7\n')
    await writeFile(join(folder, 'events.csv'), 'x,y\nenquiry-sent,2\n')
    const text = renderText((await reportFromExport(folder)).build(), folder)
    expect(text).toMatch(/\n\/contact +pt +7 /)
    expect(text).toMatch(/\(all pages\) +\* +0 +enquiry-sent 2 +- +- +-/)
  })

  it('says what it expected in a folder that is no export', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'no-export-'))
    await expect(reportFromExport(folder)).rejects.toThrow(/no pages\.csv/)
  })
})

describe('analyticsEventProblems (the local collector’s check)', () => {
  it('accepts what the site sends and names what it does not', () => {
    const search = { name: 'search', results: 4, page: '/search', locale: 'pt' }
    expect(analyticsEventProblems(search)).toEqual([])
    expect(analyticsEventProblems({ ...search, query: 'x' })).toEqual([
      expect.stringContaining('query'),
    ])
    expect(analyticsEventProblems({ name: 'pageview', page: 'services', locale: 'en' })).toEqual([
      expect.stringContaining('"page"'),
    ])
    expect(analyticsEventProblems({ name: 'pageview', page: '/', locale: 'fr' })).toEqual([
      expect.stringContaining('locale'),
    ])
    expect(analyticsEventProblems({ name: 'login', page: '/', locale: 'en' })).not.toEqual([])
    expect(analyticsEventProblems([])).not.toEqual([])
  })
})
