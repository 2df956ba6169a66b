import { describe, expect, it } from 'vitest'

import { localizePath, routerBasename, splitLocale } from './localePath'

describe('splitLocale', () => {
  it.each([
    ['/', 'en', '/'],
    ['/services/seo', 'en', '/services/seo'],
    ['/es', 'es', '/'],
    ['/es/', 'es', '/'],
    ['/es/services/seo', 'es', '/services/seo'],
    ['/pt/blog/some-post', 'pt', '/blog/some-post'],
    // English has no prefix: /en/... is an unknown English path, not an alias.
    ['/en/services', 'en', '/en/services'],
    // A path that merely starts with a locale's letters is not localized.
    ['/espanol', 'en', '/espanol'],
    ['/ptx/services', 'en', '/ptx/services'],
  ])('%s -> %s %s', (pathname, locale, logicalPath) => {
    expect(splitLocale(pathname)).toEqual({ locale, logicalPath })
  })
})

describe('localizePath', () => {
  it('leaves English paths unprefixed', () => {
    expect(localizePath('en', '/services')).toBe('/services')
    expect(localizePath('en', '/')).toBe('/')
  })

  it('prefixes Spanish and Portuguese paths, the home page without a trailing slash', () => {
    expect(localizePath('es', '/services/seo')).toBe('/es/services/seo')
    expect(localizePath('pt', '/')).toBe('/pt')
  })

  it('round-trips with splitLocale in every locale', () => {
    for (const locale of ['en', 'es', 'pt'] as const) {
      for (const path of ['/', '/contact', '/blog/llm-txt']) {
        expect(splitLocale(localizePath(locale, path))).toEqual({ locale, logicalPath: path })
      }
    }
  })
})

describe('routerBasename', () => {
  it('is the locale prefix', () => {
    expect([routerBasename('en'), routerBasename('es'), routerBasename('pt')]).toEqual([
      '',
      '/es',
      '/pt',
    ])
  })
})
