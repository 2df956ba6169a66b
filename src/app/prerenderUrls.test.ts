import { describe, expect, it } from 'vitest'

import { fixtureRoutes, postNotFound } from '../../tests/unit/fixtures'
import postSlugs from '../content/blog/postSlugs'
import { splitLocale } from '../features/i18n/localePath'
import { notFoundRoute, routes } from '../routes'
import { notFoundPaths, pageAddresses, prerenderUrls } from './prerenderUrls'
import { fillPath, resolveRoute } from './resolveRoute'

describe('prerender list derived from the route table', () => {
  it('lists every route in every locale, parameterised routes once per parameter set', () => {
    expect(prerenderUrls(fixtureRoutes)).toEqual([
      '/',
      '/es',
      '/pt',
      '/services',
      '/es/services',
      '/pt/services',
      '/services/seo',
      '/es/services/seo',
      '/pt/services/seo',
      '/blog/llm-txt-2025',
      '/es/blog/llm-txt-2025',
      '/pt/blog/llm-txt-2025',
      '/blog/cro-for-saas',
      '/es/blog/cro-for-saas',
      '/pt/blog/cro-for-saas',
    ])
  })

  it('keeps the parameters of each concrete page', () => {
    const blog = pageAddresses(fixtureRoutes).filter((p) => p.route.path === '/blog/:slug')
    expect(blog.map((p) => p.params)).toEqual([{ slug: 'llm-txt-2025' }, { slug: 'cro-for-saas' }])
  })

  it('resolves every prerendered page back to its own route', () => {
    for (const page of pageAddresses(fixtureRoutes)) {
      const resolved = resolveRoute(page.logicalPath, fixtureRoutes)
      expect(resolved.route).toBe(page.route)
      expect(resolved.params).toEqual(page.params)
    }
  })

  it('only lists real pages: nothing in the site table renders a placeholder', () => {
    const staticRoutes = routes.filter((route) => !route.prerenderParams)
    expect(prerenderUrls().length).toBe((staticRoutes.length + (postSlugs?.length ?? 0)) * 3)
    for (const url of prerenderUrls()) {
      expect(resolveRoute(splitLocale(url).logicalPath).isNotFound, url).toBe(false)
    }
  })
})

describe('notFoundPaths', () => {
  it('lists the site’s not-found page and one per route with its own, at a path no page has', () => {
    expect(notFoundPaths(fixtureRoutes)).toEqual(['/404', '/blog/404'])
    expect(notFoundPaths()).toEqual(['/404', '/blog/404'])
  })

  it('refuses a not-found path that is a real page', () => {
    const table = [
      {
        path: '/blog/:slug',
        ns: 'x',
        view: postNotFound.view,
        notFound: postNotFound,
        prerenderParams: () => [{ slug: '404' }],
      },
    ]
    expect(() => notFoundPaths(table)).toThrow(/\/blog\/404 is a real page/)
  })
})

describe('resolveRoute', () => {
  it('sends unknown paths to the not-found view', () => {
    expect(resolveRoute('/nowhere', fixtureRoutes).isNotFound).toBe(true)
    expect(resolveRoute('/services/seo/extra', fixtureRoutes).isNotFound).toBe(true)
  })

  it('gives parameters a route does not prerender its own not-found page, or the site’s', () => {
    const unknownPost = resolveRoute('/blog/no-such-post', fixtureRoutes)
    expect(unknownPost).toEqual({
      route: postNotFound,
      params: { slug: 'no-such-post' },
      isNotFound: true,
    })
    const withoutOwn = fixtureRoutes.map((route) => ({ ...route, notFound: undefined }))
    expect(resolveRoute('/blog/no-such-post', withoutOwn).route).toBe(notFoundRoute)
  })

  it('matches parameterised paths and extracts the parameter', () => {
    const resolved = resolveRoute('/blog/cro-for-saas', fixtureRoutes)
    expect(resolved.isNotFound).toBe(false)
    expect(resolved.params).toEqual({ slug: 'cro-for-saas' })
  })
})

describe('fillPath', () => {
  it('fills and encodes parameters, and refuses a missing one', () => {
    expect(fillPath('/blog/:slug', { slug: 'a b' })).toBe('/blog/a%20b')
    expect(() => fillPath('/blog/:slug', {})).toThrow(/slug/)
  })
})
