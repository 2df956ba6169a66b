import { describe, expect, test } from 'vitest'

import type { ClosingOffer } from '../../src/components/CallToAction/CallToAction'
import { locales } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { localizePath } from '../../src/features/i18n/localePath'
import { BLOG_PATH, contactPathFor, servicePath, SERVICES_PATH } from '../../src/routing/paths'
import { copyIn } from '../copy'
import { normalize } from '../text'
import { builtPagesByPath, pageAt, pageIn, textOf } from './builtPages'

/** Issue 77's ways to talk: the office's address, each page's own closing offer, plan buttons that preselect the form without JavaScript. */

const byPath = await builtPagesByPath()
const countryName = { en: 'Mexico', es: 'México', pt: 'México' } as const
const { street, postalCode, city } = site.legal.registeredOffice

describe.each(locales)('$label', ({ code }) => {
  const t = copyIn(code)
  const at = (logicalPath: string) => pageIn(byPath, code, logicalPath)
  const office = `${street}, ${postalCode} ${city}, ${countryName[code]}`

  test('the contact page and the footer give the office’s address, its country in the language', () => {
    expect(textOf(at('/contact').document.querySelector('main address'))).toBe(office)
    for (const path of ['/', '/contact', servicePath('geo')]) {
      expect(textOf(at(path).document.querySelector('footer address')), path).toBe(office)
    }
  })

  const blog = localizePath(code, BLOG_PATH)
  const firstPost =
    [...byPath.values()].find(
      ({ path, html }) =>
        path.startsWith(`${blog}/`) && html.includes('"og:type" content="article"'),
    )?.path ?? 'no post'
  const closings: [string, ClosingOffer][] = [
    ...(
      [
        [servicePath('seo'), 'seo-audit'],
        [servicePath('geo'), 'geo-check'],
        [servicePath('cro'), 'cro-teardown'],
        [servicePath('shopify'), 'shopify-review'],
        [servicePath('saas'), 'saas-scoping'],
        [SERVICES_PATH, 'call'],
        ['/about', 'call'],
        ['/clients', 'call'],
        [BLOG_PATH, 'call'],
      ] as const
    ).map(([path, offer]): [string, ClosingOffer] => [localizePath(code, path), offer]),
    [firstPost, 'call'],
  ]
  test.each(closings)(
    '%s ends on its offer, %s, which its button chooses in the form',
    (path, offer) => {
      const closing = pageAt(byPath, path).document.querySelector('#cta')
      const title = offer === 'seo-audit' ? 'cta.title' : `cta.offer.${offer}.title`
      expect(textOf(closing?.querySelector('h2'))).toBe(normalize(t(title)))
      expect(closing?.querySelector('a')?.getAttribute('href')).toBe(
        localizePath(code, contactPathFor(offer)),
      )
    },
  )

  const planLinks = [
    [servicePath('seo'), ['seo-starter', 'seo-growth', 'seo-scale']],
    [servicePath('saas'), ['saas-saas', 'saas-crm', 'saas-mobile', 'saas-scoping']],
    [servicePath('geo'), ['geo-check']],
    [servicePath('cro'), ['cro-teardown']],
    [servicePath('shopify'), ['shopify-build', 'shopify-review']],
  ] as const
  test.each(planLinks)(
    '%s links each plan to the form with it chosen, without JavaScript',
    (path, plans) => {
      const links = [...at(path).document.querySelectorAll('main a')].map((a) =>
        a.getAttribute('href'),
      )
      for (const plan of plans) {
        const contact = localizePath(code, contactPathFor(plan))
        expect(links, plan).toContain(contact)
        const form = pageAt(byPath, contact).document.querySelector('main form')
        const [service] = plan.split('-')
        expect(
          form?.querySelector('select[name="service"] option[selected]')?.getAttribute('value'),
        ).toBe(service)
        expect(form?.querySelector('select[name="plan"] option[selected]')?.textContent).toBe(
          t(`contact:form.plan.options.${plan}`),
        )
      }
    },
  )
})
