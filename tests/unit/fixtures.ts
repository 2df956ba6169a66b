import { notFoundRoute } from '../../src/routes'
import type { AnyRoute } from '../../src/routing/contract'
import type { RouteTable } from '../../src/routing/resolve'

const view = async () => ({ default: () => null })

/** The parameterised route's own not-found page. */
export const postNotFound = { ns: 'fixture', view }

/** A small route table shaped like the site's: a static page, a nested one, a parameterised one. */
export const fixtureRoutes: AnyRoute[] = [
  { path: '/', ns: 'fixture', view },
  { path: '/services', ns: 'fixture', breadcrumb: 'common:nav.services', view },
  { path: '/services/seo', ns: 'fixture', view },
  {
    path: '/blog/:slug',
    ns: 'fixture',
    view,
    prerenderParams: async () => [{ slug: 'llm-txt-2025' }, { slug: 'cro-for-saas' }],
    // One post with a slug of its own in Spanish, as a translation's front matter may give it.
    paramsIn: async (locale, { slug = '' }) => ({
      slug: locale === 'es' && slug === 'cro-for-saas' ? 'cro-para-saas' : slug,
    }),
    notFound: postNotFound,
  },
]

export function tableOf(routes: readonly AnyRoute[]): RouteTable {
  return { routes, notFound: notFoundRoute }
}

export const fixtureTable = tableOf(fixtureRoutes)

/** Page metadata for the fixture namespace, as a page namespace carries it. */
export const fixtureMeta = {
  en: {
    meta: {
      title: 'SEO Services',
      description: 'Rank higher.',
      keywords: 'seo',
      breadcrumb: 'SEO',
    },
    hero: { title: 'Rank where your customers search.', subtitle: 'Technical fixes and content.' },
  },
  es: {
    meta: {
      title: 'Servicios de SEO',
      description: 'Posiciónate más alto.',
      keywords: 'seo, posicionamiento',
      breadcrumb: 'SEO',
    },
    hero: {
      title: 'Posiciónate donde te buscan tus clientes.',
      subtitle: 'Correcciones técnicas y contenido.',
    },
  },
}
