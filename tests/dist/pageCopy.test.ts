import { describe, expect, test } from 'vitest'

import { locales } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { localizePath } from '../../src/features/i18n/localePath'
import { siteRoutes } from '../../src/routes'
import { pageAddresses } from '../../src/routing/resolve'
import { copyIn } from '../copy'
import { normalize } from '../text'
import { builtPagesByPath, pageAt, textOf } from './builtPages'

/** Browser tests run in English; this checks each locale's copy of each page, the not-found page too, is built from its own language's files. */

const byPath = await builtPagesByPath()
// Posts take their head and heading from their Markdown, which the blog's tests read.
const pages = (await pageAddresses(siteRoutes.routes)).filter(({ route }) => !route.prerenderParams)

describe.each(locales)('$label', ({ code, dir, ogLocale }) => {
  const t = copyIn(code)
  const others = locales.filter((locale) => locale.code !== code).map((locale) => locale.ogLocale)
  test.each(pages)(
    '$logicalPath has its title, description, keywords, Open Graph locales and heading in $route.ns',
    ({ logicalPath, route }) => {
      const path = localizePath(code, logicalPath)
      const page = pageAt(byPath, path)
      const { head } = page
      expect(page.document.documentElement.getAttribute('dir')).toBe(dir)
      expect(head.title).toBe(`${t(`${route.ns}:meta.title`)} | ${site.name}`)
      expect(head.description).toBe(t(`${route.ns}:meta.description`))
      const meta = (selector: string) =>
        [...page.document.querySelectorAll(`meta[${selector}]`)].map((m) =>
          m.getAttribute('content'),
        )
      expect(meta('name="keywords"')).toEqual([t(`${route.ns}:meta.keywords`)])
      expect(meta('property="og:locale"')).toEqual([ogLocale])
      expect(meta('property="og:locale:alternate"')).toEqual(others)
      expect(normalize(page.document.querySelector('main h1')?.textContent ?? '')).toBe(
        normalize(t(`${route.ns}:hero.title`)),
      )
    },
  )

  test('the not-found page says 404 in its language', () => {
    const { document, head } = pageAt(byPath, localizePath(code, '/404'))
    expect(head.title).toBe(`${t('notFound:meta.title')} | ${site.name}`)
    expect(textOf(document.querySelector('main h1'))).toBe(`404 · ${t('notFound:title')}`)
  })
})
