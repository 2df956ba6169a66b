import { describe, expect, it } from 'vitest'

import esCommon from '../../../locales/es/common.json'
import { fixtureMeta, fixtureRoutes, fixtureTable, tableOf } from '../../../tests/unit/fixtures'
import type { HeadModule } from '../../routing/contract'
import { resolveIn, type RouteTable } from '../../routing/resolve'
import { createSiteI18n } from '../i18n/siteFigures'
import { buildHead } from './headData'

// What built pages state in their heads is read in tests/dist (siteAudit, pageCopy, breadcrumbs, socialCards).
const t = createSiteI18n('es', { common: esCommon, fixture: fixtureMeta.es }).getFixedT('es')

function spanishHead(
  logicalPath: string,
  { table = fixtureTable, builders }: { table?: RouteTable; builders?: HeadModule<unknown> } = {},
) {
  const resolved = resolveIn(table, logicalPath)
  return buildHead({ locale: 'es', logicalPath, resolved, t, table, builders })
}

describe('the social card of a page', () => {
  it('shows the hero title and subtitle under the page name, in its language', () => {
    expect(spanishHead('/services/seo').card).toEqual({
      path: '/images/cards/es/servicios/seo.png',
      eyebrow: 'SEO',
      title: 'Posiciónate donde te buscan tus clientes.',
      subtitle: 'Correcciones técnicas y contenido.',
    })
  })

  it('on the home page has no name above its title', () => {
    expect(spanishHead('/').card).toMatchObject({
      path: '/images/cards/es/index.png',
      eyebrow: undefined,
    })
  })

  it('says what the head module asks where the hero would not do', () => {
    const builders = { head: () => ({ card: { subtitle: 'Desde 2011.' } }) }
    expect(spanishHead('/services/seo', { builders }).card).toMatchObject({
      title: 'Posiciónate donde te buscan tus clientes.',
      subtitle: 'Desde 2011.',
    })
  })
})

it('fails the build when a page with pages below it has no breadcrumb key in common', () => {
  const table = tableOf(fixtureRoutes.map((route) => ({ ...route, breadcrumb: undefined })))
  expect(() => spanishHead('/services/seo', { table })).toThrow(
    /Route \/services has pages below it/,
  )
})

it('makes a page that opts out of indexing noindex but followed, so the pages it links to are still crawled', () => {
  const [home] = fixtureRoutes
  if (!home) throw new Error('the fixture has a home page')
  const table = tableOf([...fixtureRoutes, { ...home, path: '/search', indexed: false as const }])
  const head = spanishHead('/search', { table })
  expect(head.robots).toBe('noindex, follow')
  expect(head.canonical).toBeNull()
  expect(head.alternates).toEqual([])
})
