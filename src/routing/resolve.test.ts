import { describe, expect, it } from 'vitest'

import { fixtureRoutes, fixtureTable, postNotFound, tableOf } from '../../tests/unit/fixtures'
import { notFoundRoute } from '../routes'
import type { AnyRoute } from './contract'
import { fillPath, pageAddresses, resolveIn, withMissing } from './resolve'

describe('resolveIn', () => {
  it('sends unknown paths to the not-found view', () => {
    expect(resolveIn(fixtureTable, '/nowhere').isNotFound).toBe(true)
    expect(resolveIn(fixtureTable, '/services/seo/extra').isNotFound).toBe(true)
  })

  it('takes any slug for a post: the browser is never sent the list', () => {
    const resolved = resolveIn(fixtureTable, '/blog/anything')
    expect(resolved).toMatchObject({ params: { slug: 'anything' }, isNotFound: false })
  })

  it('gives an address the host answered as missing its route’s own not-found page', () => {
    const table = withMissing(fixtureTable, '/blog/no-such-post')
    expect(resolveIn(table, '/blog/no-such-post')).toEqual({
      route: postNotFound,
      params: { slug: 'no-such-post' },
      isNotFound: true,
    })
    expect(resolveIn(table, '/blog/cro-for-saas').isNotFound).toBe(false)
  })

  it('gives a missing address the site’s not-found page where its route has none', () => {
    const withoutOwn = tableOf(fixtureRoutes.map((route) => ({ ...route, notFound: undefined })))
    const table = withMissing(withoutOwn, '/blog/no-such-post')
    expect(resolveIn(table, '/blog/no-such-post').route).toBe(notFoundRoute)
  })
})

describe('pageAddresses', () => {
  it('fails, naming its file, on a post whose address another page owns', async () => {
    const [home, , , posts] = fixtureRoutes as [AnyRoute, AnyRoute, AnyRoute, AnyRoute]
    const feed: AnyRoute = { ...home, path: '/blog/feed' }
    const named: AnyRoute = {
      ...posts,
      prerenderParams: async () => [{ slug: 'cro-for-saas' }, { slug: 'feed' }],
      sourceOf: ({ slug = '' }) => `locales/en/blog/${slug}.md`,
    }
    await expect(pageAddresses([...fixtureRoutes, feed])).resolves.toHaveLength(6)
    await expect(pageAddresses([named, feed])).rejects.toThrow(
      'locales/en/blog/feed.md: /blog/feed is the address of the page /blog/feed; choose another name',
    )
  })

  it('fails, naming its file, on a translated slug another page owns', async () => {
    const [home, , , posts] = fixtureRoutes as [AnyRoute, AnyRoute, AnyRoute, AnyRoute]
    const feed: AnyRoute = { ...home, path: '/blog/feed' }
    const named: AnyRoute = {
      ...posts,
      paramsIn: async (locale, { slug = '' }) => ({ slug: locale === 'es' ? 'feed' : slug }),
      sourceOf: ({ slug = '' }, locale = 'en') => `locales/${locale}/blog/${slug}.md`,
    }
    await expect(pageAddresses([named, feed], ['en', 'es'])).rejects.toThrow(
      'locales/es/blog/llm-txt-2025.md: /blog/feed is the address of the page /blog/feed',
    )
  })
})

describe('fillPath', () => {
  it('fills and encodes parameters, and refuses a missing one', () => {
    expect(fillPath('/blog/:slug', { slug: 'a b' })).toBe('/blog/a%20b')
    expect(() => fillPath('/blog/:slug', {})).toThrow(/slug/)
  })
})
