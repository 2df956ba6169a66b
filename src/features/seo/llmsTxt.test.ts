import { describe, expect, it } from 'vitest'

import enCommon from '../../../locales/en/common.json'
import type { Locale } from '../../config/locales'
import { createSiteI18n } from '../i18n/siteFigures'
import { llmsTxt, type PageSummary } from './llmsTxt'

const page = (logicalPath: string, name: string): PageSummary => ({
  logicalPath,
  name,
  description: `About ${name}.`,
  url: `https://nexadigital.agency${logicalPath}`,
})

const pages = [
  page('/', 'Home'),
  page('/services', 'Services'),
  page('/services/seo', 'SEO'),
  page('/blog', 'Blog'),
  page('/blog/some-post', 'A [bracketed] title'),
  page('/about', 'About'),
]

const render = (locale: Locale, common: Record<string, unknown>) =>
  llmsTxt(locale, pages, createSiteI18n(locale, { common }).getFixedT(locale))

describe('llmsTxt', () => {
  it('names the agency, then services, blog and pages, each a link with its description', () => {
    const text = render('en', enCommon)
    expect(text).toContain(
      '# Nexa Digital\n\n> Nexa Digital is a digital agency in Mexico City, founded in 2011.\n\nCountries served: United States, Canada, Mexico, and Brazil\nContact: hello@nexadigital.agency\n',
    )
    const headings = text.split('\n').filter((line) => line.startsWith('## '))
    expect(headings).toEqual(['## Services', '## Blog', '## Pages'])
    expect(text).toContain(
      '## Pages\n\n- [Home](https://nexadigital.agency/): About Home.\n- [About](https://nexadigital.agency/about): About About.\n',
    )
    expect(text).toContain('- [A bracketed title](https://nexadigital.agency/blog/some-post)')
  })
})
