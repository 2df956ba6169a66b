import { describe, expect, it } from 'vitest'

import esCommon from '../../../locales/es/common.json'
import esNotFound from '../../../locales/es/notFound.json'
import { fixtureMeta, fixtureRoutes, fixtureTable, tableOf } from '../../../tests/unit/fixtures'
import { resolveIn } from '../../routing/resolve'
import { createSiteI18n } from '../i18n/siteFigures'
import { buildHead } from './headData'

const spanish = createSiteI18n('es', {
  common: esCommon,
  fixture: fixtureMeta.es,
  notFound: esNotFound,
})

function spanishHead(logicalPath: string) {
  return buildHead({
    locale: 'es',
    logicalPath,
    resolved: resolveIn(fixtureTable, logicalPath),
    t: spanish.getFixedT('es'),
    table: fixtureTable,
  })
}

describe('head data of a Spanish page', () => {
  const head = spanishHead('/services/seo')

  it('is in Spanish, with the site name after the page title', () => {
    expect(head.lang).toBe('es-MX')
    expect(head.title).toBe('Servicios de SEO | Nexa Digital')
    expect(head.description).toBe('Posiciónate más alto.')
    expect(head.keywords).toBe('seo, posicionamiento')
    expect(head.robots).toBe('index, follow')
  })

  it('is canonical to itself on the site domain', () => {
    expect(head.canonical).toBe('https://nexadigital.agency/es/servicios/seo')
  })

  it('lists the three language versions and x-default English', () => {
    expect(head.alternates).toEqual([
      { hreflang: 'en-US', href: 'https://nexadigital.agency/services/seo' },
      { hreflang: 'es-MX', href: 'https://nexadigital.agency/es/servicios/seo' },
      { hreflang: 'pt-BR', href: 'https://nexadigital.agency/pt/servicos/seo' },
      { hreflang: 'x-default', href: 'https://nexadigital.agency/services/seo' },
    ])
  })

  it('names its Open Graph locale and the two others', () => {
    expect(head.ogLocale).toBe('es_MX')
    expect(head.ogLocaleAlternates).toEqual(['en_US', 'pt_BR'])
  })

  it('is shared with its own Spanish card: the hero title and subtitle under the page name', () => {
    expect(head.card).toEqual({
      path: '/images/cards/es/servicios/seo.png',
      eyebrow: 'SEO',
      title: 'Posiciónate donde te buscan tus clientes.',
      subtitle: 'Correcciones técnicas y contenido.',
    })
    expect(head.image).toEqual({
      url: 'https://nexadigital.agency/images/cards/es/servicios/seo.png',
      width: 1200,
      height: 630,
      alt: 'Posiciónate donde te buscan tus clientes.',
    })
  })

  it('has breadcrumb structured data in Spanish with Spanish URLs', () => {
    const [breadcrumb] = head.jsonLd
    expect(breadcrumb).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Inicio', item: 'https://nexadigital.agency/es' },
        { position: 2, name: 'Servicios', item: 'https://nexadigital.agency/es/servicios' },
        { position: 3, name: 'SEO', item: 'https://nexadigital.agency/es/servicios/seo' },
      ],
    })
  })
})

describe('breadcrumb ancestors', () => {
  it('fail the build when a page with pages below it has no breadcrumb key in common', () => {
    const table = fixtureRoutes.map((route) => ({ ...route, breadcrumb: undefined }))
    expect(() =>
      buildHead({
        locale: 'es',
        logicalPath: '/services/seo',
        resolved: resolveIn(tableOf(table), '/services/seo'),
        t: spanish.getFixedT('es'),
        table: tableOf(table),
      }),
    ).toThrow(/Route \/services has pages below it/)
  })
})

describe('head data of the not-found page', () => {
  const head = spanishHead('/no-existe')

  it('is noindex, nofollow, with no canonical and no alternates', () => {
    expect(head.robots).toBe('noindex, nofollow')
    expect(head.canonical).toBeNull()
    expect(head.alternates).toEqual([])
    expect(head.title).toBe('Página no encontrada | Nexa Digital')
  })

  it('marks up no breadcrumb: it is no place in the site', () => {
    expect(JSON.stringify(head.jsonLd)).not.toContain('BreadcrumbList')
  })
})

describe('head data of a page that opts out of indexing', () => {
  it('is noindex but followed, so the pages it links to are still crawled, and names no canonical or alternates', () => {
    const [home] = fixtureRoutes
    if (!home) throw new Error('the fixture has a home page')
    const routes = [...fixtureRoutes, { ...home, path: '/search', indexed: false as const }]
    const head = buildHead({
      locale: 'es',
      logicalPath: '/search',
      resolved: resolveIn(tableOf(routes), '/search'),
      t: spanish.getFixedT('es'),
      table: tableOf(routes),
    })
    expect(head.robots).toBe('noindex, follow')
    expect(head.canonical).toBeNull()
    expect(head.alternates).toEqual([])
  })
})

describe('social card of a page', () => {
  it('on the home page has no name above its title', () => {
    const head = spanishHead('/')
    expect(head.card).toMatchObject({ path: '/images/cards/es/index.png', eyebrow: undefined })
  })

  it('says what the head module asks where the hero would not do, and is named after its page', () => {
    const builders = { head: () => ({ card: { subtitle: 'Desde 2011.' } }) }
    const head = buildHead({
      locale: 'es',
      logicalPath: '/services/seo',
      resolved: resolveIn(fixtureTable, '/services/seo'),
      t: spanish.getFixedT('es'),
      table: fixtureTable,
      builders,
    })
    expect(head.card).toMatchObject({
      title: 'Posiciónate donde te buscan tus clientes.',
      subtitle: 'Desde 2011.',
    })
  })

  it('is not drawn for a page that brings its own image (a post), whose image is its own', () => {
    const image = { path: '/images/blog/post.png', width: 1200, height: 630, alt: 'El artículo' }
    const head = buildHead({
      locale: 'es',
      logicalPath: '/blog/cro-for-saas',
      resolved: resolveIn(fixtureTable, '/blog/cro-for-saas'),
      t: spanish.getFixedT('es'),
      table: fixtureTable,
      builders: { head: () => ({ image }) },
    })
    expect(head.card).toBeNull()
    expect(head.image).toEqual({
      url: 'https://nexadigital.agency/images/blog/post.png',
      width: 1200,
      height: 630,
      alt: 'El artículo',
    })
  })
})
