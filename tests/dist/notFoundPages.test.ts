import { describe, expect, test } from 'vitest'

import { locales } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { copyIn } from '../copy'
import { builtPagesByPath, hrefsOf, pageAt, textOf } from './builtPages'

/** The not-found pages as built; that hosts serve them with 404 is tests/hosts/addresses.spec.ts's. */
const pages = await builtPagesByPath()

describe.each(locales)('$code not-found pages', ({ code, prefix }) => {
  const t = copyIn(code)

  test('the site’s not-found page says 404 in its language', () => {
    const { document, head } = pageAt(pages, `${prefix}/404`)
    expect(head.title).toBe(`${t('notFound:meta.title')} | ${site.name}`)
    expect(textOf(document.querySelector('main h1'))).toBe(`404 · ${t('notFound:title')}`)
  })
})

test('the Spanish not-found page offers home, services and seven popular pages, in Spanish', () => {
  const t = copyIn('es')
  const main = pageAt(pages, '/es/404').document.querySelector('main')
  expect(hrefsOf(main, t('notFound:goHome'))).toEqual(['/es'])
  expect(hrefsOf(main, t('notFound:exploreServices'))).toEqual(['/es/servicios'])
  const popular = [...(main?.querySelectorAll('section') ?? [])].find((section) =>
    section.textContent?.includes(t('notFound:popular.title')),
  )
  expect(popular?.querySelectorAll('li')).toHaveLength(7)
  expect([...(popular?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual([
    '/es/servicios/seo',
    '/es/servicios/geo',
    '/es/servicios/cro',
    '/es/servicios/shopify',
    '/es/servicios/saas',
    '/es/blog',
    '/es/contacto',
  ])
  const tips = [...(main?.querySelectorAll('li') ?? [])].filter(
    (item) => !/SEO|GEO|CRO|Shopify|SaaS|Blog|Conta/.test(item.textContent ?? ''),
  )
  expect(tips).toHaveLength(3)
})
