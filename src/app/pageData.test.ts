import { parseHTML } from 'linkedom'
import { describe, expect, it } from 'vitest'

import { type PageData, pageDataScript, readPageData } from './pageData'

const data: PageData = {
  locale: 'es',
  i18nResources: { common: { note: 'Cierra con </script><script>alert(1)</script> & más' } },
  otherLanguages: { en: { languageSuggestion: { switch: 'View in English' } } },
  figures: { years: '15+' },
  formatted: { '{"style":"percent"} 0.98': '98 %' },
  isNotFound: false,
  renderedPath: '/services/seo',
}

describe('page data', () => {
  it('reaches the page script unchanged, whatever the translations hold', () => {
    const { document } = parseHTML(`<html><body>${pageDataScript(data)}</body></html>`)
    expect(readPageData(document)).toEqual(data)
  })

  it('never closes its element early', () => {
    const script = pageDataScript(data)
    expect(script.match(/<\/script>/g)).toHaveLength(1)
    expect(script.endsWith('</script>')).toBe(true)
  })

  it('names the missing element when a page has none', () => {
    const { document } = parseHTML('<html><body></body></html>')
    expect(() => readPageData(document)).toThrow(/#page-data/)
  })
})
