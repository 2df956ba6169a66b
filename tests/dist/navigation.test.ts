import { describe, expect, test } from 'vitest'

import { locales } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { localizePath } from '../../src/features/i18n/localePath'
import { CONTACT_PATH, serviceIds, servicePath, SERVICES_PATH } from '../../src/routing/paths'
import { copyIn } from '../copy'
import { builtPagesByPath, pageAt, textOf, textsOf } from './builtPages'

/** The header's phone menu, the language switcher and the footer as built (moved from the browser tests). */

const byPath = await builtPagesByPath()
const [en, es, pt] = [copyIn('en'), copyIn('es'), copyIn('pt')]
/** Where the links under `root` lead. */
const hrefsIn = (root?: ParentNode | null) =>
  [...(root?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))

describe('the phone menu', () => {
  const menuOn = (path: string) => pageAt(byPath, path).document.querySelector('header details')

  test('is named Menu and holds Services, the primary pages and the quote, not the languages', () => {
    const menu = menuOn('/es/404')
    expect(textOf(menu?.querySelector('summary'))).toBe(es('common:nav.menu'))
    expect(textOf(menu?.querySelector('li > details > summary'))).toBe(es('common:nav.services'))
    expect(textsOf(menu, ':scope > div > ul > li > a')).toEqual(
      ['blog', 'about', 'clients'].map((id) => es(`common:nav.${id}`)),
    )
    expect(textOf(menu?.querySelector(':scope > div > a'))).toBe(es('common:nav.getQuote'))
    expect(menu?.querySelector('nav')).toBeNull()
  })

  test('its Services entry holds All Services and the five service pages, marked on theirs', () => {
    const services = menuOn('/pt/servicos/cro')?.querySelector('details')
    expect(hrefsIn(services)).toEqual(
      [SERVICES_PATH, ...serviceIds.map(servicePath)].map((path) => localizePath('pt', path)),
    )
    expect(textOf(services?.querySelector('a'))).toBe(pt('common:nav.allServices'))
    expect(services?.querySelector('summary')?.hasAttribute('data-current')).toBe(true)
    const elsewhere = menuOn('/pt/blog')?.querySelector('li > details > summary')
    expect(elsewhere?.hasAttribute('data-current')).toBe(false)
  })
})

describe('the language switcher', () => {
  const switcherOn = (path: string) =>
    pageAt(byPath, path).document.querySelector('header nav[aria-label] nav')
  // Where each page's links lead is siteAudit.test.ts's "offers each language at the address its hreflang names".

  test.each([
    ['/', 'en'],
    ['/es/servicios/seo', 'es'],
    ['/pt/404', 'pt'],
  ])('on %s offers the three languages, each in its own, marking %s', (path, own) => {
    const links = [...(switcherOn(path)?.querySelectorAll('a') ?? [])]
    expect(
      links.map((a) => [
        textOf(a),
        a.getAttribute('hrefLang'),
        a.getAttribute('lang'),
        a.getAttribute('aria-current'),
      ]),
    ).toEqual(
      locales.map(({ code, tag, label }) => [
        `${code.toUpperCase()}${label}`,
        tag,
        tag,
        code === own ? 'true' : null,
      ]),
    )
  })

  test('on a page that exists in no language, leads to each home page', () => {
    expect(hrefsIn(switcherOn('/es/404'))).toEqual(['/', '/es', '/pt'])
  })
})

describe('the footer', () => {
  const footerOn = (path: string) =>
    pageAt(byPath, path).document.querySelector('footer#site-footer')

  test('has the four columns with their links, in the page’s language', () => {
    const footer = footerOn('/es/404')
    expect(textsOf(footer, 'nav h2')).toEqual(
      ['services', 'company', 'connect', 'projects'].map((id) => es(`common:footer.${id}`)),
    )
    const [services, company, connect] = footer?.querySelectorAll('nav section') ?? []
    expect(hrefsIn(services)).toEqual(serviceIds.map((id) => localizePath('es', servicePath(id))))
    expect(textsOf(company, 'a')).toEqual(
      ['about', 'clients', 'blog'].map((id) => es(`common:nav.${id}`)),
    )
    expect(hrefsIn(connect)[0]).toBe(localizePath('es', CONTACT_PATH))
    expect(textOf(connect?.querySelector('a'))).toBe(es('common:nav.getQuote'))
  })

  test('opens the four projects and the agency’s profiles in a new tab, safely', () => {
    const footer = footerOn('/404')
    const projects = [...(footer?.querySelectorAll('nav section:last-child a') ?? [])]
    expect(projects.map((a) => [textOf(a), a.getAttribute('href')])).toEqual(
      site.projects.map(({ name, url }) => [`${name} ${en('common:opensInNewTab')}`, url]),
    )
    const external = [...(footer?.querySelectorAll('a[target="_blank"]') ?? [])]
    expect(external.map((a) => a.getAttribute('rel'))).toEqual(Array(7).fill('noopener noreferrer'))
  })

  test('shows the tagline and the copyright with the current year and company name', () => {
    const text = textOf(footerOn('/pt/404'))
    expect(text).toContain(pt('common:footer.tagline'))
    expect(text).toContain(
      pt('common:footer.copyright', { year: new Date().getFullYear(), name: site.name }),
    )
  })
})
