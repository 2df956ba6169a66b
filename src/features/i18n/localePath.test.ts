import { describe, expect, it } from 'vitest'

import { localizePath, logicalPathOf, splitLocale, translatePath } from './localePath'

describe('splitLocale', () => {
  it.each([
    ['/', 'en', '/'],
    ['/services/seo', 'en', '/services/seo'],
    ['/es', 'es', '/'],
    ['/es/', 'es', '/'],
    ['/es/servicios/seo', 'es', '/services/seo'],
    ['/pt/servicos/seo', 'pt', '/services/seo'],
    ['/es/contacto/geo', 'es', '/contact/geo'],
    ['/pt/blog/some-post', 'pt', '/blog/some-post'],
    // Another language's words are no words here: the address is no page.
    ['/es/servicos', 'es', '/servicos'],
    ['/servicios', 'en', '/servicios'],
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

  it('prefixes Spanish and Portuguese paths in their words, the home page without a trailing slash', () => {
    expect(localizePath('es', '/services/seo')).toBe('/es/servicios/seo')
    expect(localizePath('pt', '/about')).toBe('/pt/sobre')
    expect(localizePath('es', '/search')).toBe('/es/buscar')
    expect(localizePath('pt', '/')).toBe('/pt')
  })

  it('keeps what is not a word of the table: a post slug, a file name, the query and the hash', () => {
    expect(localizePath('pt', '/blog/llm-txt')).toBe('/pt/blog/llm-txt')
    expect(localizePath('es', '/rss.xml')).toBe('/es/rss.xml')
    expect(translatePath('pt', '/contact?service=seo#form')).toBe('/contato?service=seo#form')
    expect(logicalPathOf('es', '/contacto?x=contacto')).toBe('/contact?x=contacto')
  })

  it('round-trips with splitLocale in every locale', () => {
    for (const locale of ['en', 'es', 'pt'] as const) {
      for (const path of ['/', '/contact', '/contact/saas', '/services/cro', '/blog/llm-txt']) {
        expect(splitLocale(localizePath(locale, path))).toEqual({ locale, logicalPath: path })
      }
    }
  })
})
