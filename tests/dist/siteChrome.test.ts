import { describe, expect, test } from 'vitest'

import { locales } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { localizePath } from '../../src/features/i18n/localePath'
import { contactPathFor, serviceIds, servicePath } from '../../src/routing/paths'
import { copyIn } from '../copy'
import { normalize } from '../text'
import { builtPagesByPath, pageAt, textOf } from './builtPages'

/** The header's menu, the footer, the language notice, the comparison's hint and the contact form as built, before any script runs (moved from the browser tests; issue 78's seen defects: tests/e2e/seen-defects.spec.ts). */

const byPath = await builtPagesByPath()
const t = copyIn('en')

describe('the desktop navigation bar', () => {
  test('its Services menu lists All Services and the five service pages', () => {
    const menu = pageAt(byPath, '/').document.querySelector('header nav ul[id]')
    const links = [...(menu?.querySelectorAll('a') ?? [])]
    expect(links.map(textOf)).toEqual([
      t('common:nav.allServices'),
      ...serviceIds.map(
        (id) => `${t(`common:nav.service.${id}.name`)}${t(`common:nav.service.${id}.description`)}`,
      ),
    ])
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/services',
      ...serviceIds.map((id) => `/services/${id}`),
    ])
  })

  test.each([
    ['/services', true, null],
    ['/services/seo', true, null],
    ['/es/servicios/geo', true, null],
    ['/blog', false, t('common:nav.blog')],
    ['/pt/sobre', false, copyIn('pt')('common:nav.about')],
    ['/es/clientes', false, copyIn('es')('common:nav.clients')],
    ['/blog/cro-for-saas', false, null],
    ['/contact', false, t('common:nav.getQuote')],
    ['/es/404', false, null],
    ['/pt/blog/404', false, null],
  ])('highlights the section of %s: Services %s, link %s', (path, services, current) => {
    const nav = pageAt(byPath, path).document.querySelector('header nav')
    expect(nav?.querySelector('button[aria-controls]')?.hasAttribute('data-current')).toBe(services)
    // The menu's own links are hidden until it opens; the phone's menu is a <details>.
    const shown = [...(nav?.querySelectorAll('a[aria-current="page"]') ?? [])].filter(
      (a) => !a.closest('ul[id], details'),
    )
    expect(shown.map(textOf)).toEqual(current ? [current] : [])
  })
})

describe.each(locales)('$code pages', ({ code }) => {
  const others = locales.filter((other) => other.code !== code)
  const at = (logicalPath: string) => pageAt(byPath, localizePath(code, logicalPath))

  test('the footer’s source-code link says what it is in words, not a "</>" mark alone', () => {
    const link = at('/').document.querySelector(`footer a[href="${site.social.github}"]`)
    const words = [...(link?.childNodes ?? [])]
      .filter((node) => node.nodeType === 3)
      .map((node) => node.textContent)
      .join('')
    expect(normalize(words)).toBe(copyIn(code)('common:footer.sourceCode'))
  })

  test('the SaaS comparison, wider than a phone, says it scrolls; the home one has no such line', () => {
    const hint = copyIn(code)('common:comparisonTable.scrollHint')
    expect(textOf(at(servicePath('saas')).document.body)).toContain(hint)
    expect(textOf(at('/').document.body)).not.toContain(hint)
  })

  test.each(['/services/seo', '/blueprint', '/404'])(
    '%s carries a notice for each other language, in it, leading to the same page there',
    (logicalPath) => {
      const { document } = at(logicalPath)
      expect(document.querySelector(`aside[data-suggest-for="${code}"]`)).toBeNull()
      for (const other of others) {
        const notice = document.querySelector(`aside[data-suggest-for="${other.code}"]`)
        const there = copyIn(other.code)
        expect(notice?.getAttribute('lang')).toBe(other.tag)
        expect(notice?.getAttribute('aria-label')).toBe(there('languageSuggestion:label'))
        expect(textOf(notice?.querySelector('p'))).toBe(there('languageSuggestion:message'))
        const link = notice?.querySelector('a')
        expect(textOf(link)).toBe(there('languageSuggestion:switch'))
        // A page that does not exist is offered the other language's home page.
        const target = logicalPath === '/404' ? '/' : logicalPath
        expect(link?.getAttribute('href')).toBe(localizePath(other.code, target))
        expect(textOf(notice?.querySelector('button'))).toBe(there('languageSuggestion:dismiss'))
      }
    },
  )

  const form = (path: string) => at(path).document.querySelector('main form')
  const chosen = (path: string, name: string) =>
    form(path)?.querySelector(`select[name="${name}"] option[selected]`)?.getAttribute('value')

  test('the contact form writes the budgets’ amounts the language’s way', () => {
    // Written out, not formatted here: the budget options' own formatting is under test.
    const amounts = code === 'pt' ? ['US$ 15.000', 'US$ 50.000'] : ['USD 15,000', 'USD 50,000']
    const [min, max] = amounts
    expect(textOf(form('/contact')?.querySelector('option[value="from15k"]'))).toBe(
      copyIn(code)('contact:form.budget.options.between', { min, max }),
    )
  })

  test('the contact form asks for name, email, service and message, the rest optional', () => {
    const required = [...(form('/contact')?.querySelectorAll('[name]') ?? [])]
      .filter((field) => field.hasAttribute('required'))
      .map((field) => field.getAttribute('name'))
    expect(required).toEqual(['name', 'email', 'service', 'message'])
    expect(form('/contact')?.querySelector('input[name="email"]')?.getAttribute('type')).toBe(
      'email',
    )
    expect(form('/contact')?.querySelector('textarea')?.getAttribute('rows')).toBe('6')
  })

  test('a service’s contact address has that service chosen; the contact page none', () => {
    expect(chosen('/contact', 'service')).toBe('')
    for (const id of serviceIds) expect(chosen(contactPathFor(id), 'service'), id).toBe(id)
  })
})
