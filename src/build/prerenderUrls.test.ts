import postSlugs from 'virtual:blog-posts/slugs'
import { describe, expect, it } from 'vitest'

import { fixtureTable, postNotFound, tableOf } from '../../tests/unit/fixtures'
import { splitLocale } from '../features/i18n/localePath'
import { routes, siteRoutes } from '../routes'
import { isPage } from '../routing/resolve'
import { contactChoiceIds } from '../views/contact/contactChoice'
import { notFoundPaths, prerenderUrls } from './prerenderUrls'

describe('prerender list derived from the route table', () => {
  it('only lists real pages: nothing in the site table renders a placeholder', async () => {
    const staticRoutes = routes.filter((route) => !route.prerenderParams)
    const urls = await prerenderUrls()
    // Each post, and the contact page once more for each service its form can have chosen.
    const posts = Object.keys(postSlugs).length
    expect(urls.length).toBe((staticRoutes.length + posts + contactChoiceIds.length) * 3)
    for (const url of urls) {
      const { locale, logicalPath } = splitLocale(url)
      expect(await isPage(siteRoutes, locale, logicalPath), url).toBe(true)
    }
  })
})

describe('isPage', () => {
  it('takes a post the prerender lists, and no other slug or unknown path', async () => {
    expect(await isPage(fixtureTable, 'en', '/blog/cro-for-saas')).toBe(true)
    expect(await isPage(fixtureTable, 'en', '/blog/no-such-post')).toBe(false)
    expect(await isPage(fixtureTable, 'en', '/services/seo/extra')).toBe(false)
    expect(await isPage(siteRoutes, 'en', '/blog/no-such-post')).toBe(false)
    expect(await isPage(siteRoutes, 'pt', '/services/seo')).toBe(true)
  })

  it('takes a post at its slug in each language only', async () => {
    expect(await isPage(fixtureTable, 'es', '/blog/cro-para-saas')).toBe(true)
    expect(await isPage(fixtureTable, 'es', '/blog/cro-for-saas')).toBe(false)
    expect(await isPage(fixtureTable, 'en', '/blog/cro-para-saas')).toBe(false)
    expect(await isPage(fixtureTable, 'pt', '/blog/cro-for-saas')).toBe(true)
  })
})

describe('notFoundPaths', () => {
  it('lists the site’s not-found page and one per route with its own, at a path no page has', async () => {
    expect(await notFoundPaths(fixtureTable)).toEqual(['/404', '/blog/404'])
    expect(await notFoundPaths()).toEqual(['/404', '/blog/404'])
  })

  it('refuses a not-found path that is a real page', async () => {
    const table = tableOf([
      {
        path: '/blog/:slug',
        ns: 'x',
        view: postNotFound.view,
        notFound: postNotFound,
        prerenderParams: async () => [{ slug: '404' }],
      },
    ])
    await expect(notFoundPaths(table)).rejects.toThrow(/\/blog\/404 is a real page/)
  })
})
