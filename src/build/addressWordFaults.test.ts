import { describe, expect, it } from 'vitest'

import { routes } from '../routes'
import type { AnyRoute } from '../routing/contract'
import { pageAddresses } from '../routing/resolve'
import { addressWordFaults } from './addressWordFaults'

const codes = ['en', 'es', 'pt'] as const

describe('the words of the site’s addresses (locales/slugs.json)', () => {
  it('refuse a missing, unsafe or shared word, naming the file and the word', async () => {
    const pages = await pageAddresses(routes.filter((route) => route.path.startsWith('/services')))
    const faults = addressWordFaults(pages, codes, {
      services: { es: 'servicios', pt: 'serviços' },
      seo: { es: 'servicios', pt: 'seo' },
      geo: { es: 'geo' },
      cro: { es: 'cro', pt: 'cro' },
      shopify: { es: 'shopify', pt: 'shopify' },
    })
    expect(faults).toEqual([
      'locales/slugs.json: "saas", a word of the site\'s addresses, has no entry',
      'locales/slugs.json: "services" and "seo" are both "servicios" in es',
      'locales/slugs.json: "services" in pt is "serviços", which is not URL-safe: use a-z, 0-9 and single hyphens',
      'locales/slugs.json: "geo" has no word for pt',
    ])
  })

  it('refuse a post whose address reads back as another page, naming the post’s file', async () => {
    const post: AnyRoute = {
      path: '/blog/:slug',
      ns: 'blog',
      view: () => Promise.reject(new Error('not rendered')),
      prerenderParams: () => Promise.resolve([{ slug: 'contacto' }]),
      sourceOf: ({ slug = '' }) => `locales/en/blog/${slug}.md`,
    }
    expect(addressWordFaults(await pageAddresses([post]), codes)).toEqual([
      'locales/en/blog/contacto.md: /blog/contacto in es is /es/blog/contacto, the address of /blog/contact; choose another name',
    ])
  })

  it('refuse a translated post slug that reads back as another page, naming that translation', async () => {
    const post: AnyRoute = {
      path: '/blog/:slug',
      ns: 'blog',
      view: () => Promise.reject(new Error('not rendered')),
      prerenderParams: () => Promise.resolve([{ slug: 'our-services' }]),
      paramsIn: (locale, { slug = '' }) =>
        Promise.resolve({ slug: locale === 'pt' ? 'servicos' : slug }),
      sourceOf: ({ slug = '' }, locale = 'en') => `locales/${locale}/blog/${slug}.md`,
    }
    expect(addressWordFaults(await pageAddresses([post]), codes)).toEqual([
      'locales/pt/blog/our-services.md: /blog/servicos in pt is /pt/blog/servicos, the address of /blog/services; choose another name',
    ])
  })
})
