import { expect, test } from '@playwright/test'

import { CLIENT_DIR } from '../../scripts/lib/pageAssets.mjs'
import { movedPages } from '../../tooling/canonicalRedirects'

/** npm start answers the other spellings of an address as Cloudflare Pages and Vercel do. */
test('the other spellings of an address redirect permanently to it, keeping the query', async ({
  request,
}) => {
  const spellings = {
    '/es/servicios/': '/es/servicios',
    '/es/servicios.html': '/es/servicios',
    '/pt/': '/pt',
    '/pt.html': '/pt',
    '/index.html': '/',
    '/blog/cro-for-saas/?ref=feed': '/blog/cro-for-saas?ref=feed',
  }
  for (const [spelling, address] of Object.entries(spellings)) {
    const response = await request.get(spelling, { maxRedirects: 0 })
    expect(response.status(), spelling).toBe(308)
    expect(response.headers().location, spelling).toBe(address)
  }
  const page = await request.get('/es/servicios/')
  expect(page.url()).toMatch(/\/es\/servicios$/)
  expect(await page.text()).toContain(
    '<link rel="canonical" href="https://nexadigital.agency/es/servicios"',
  )
})

/** npm start answers English words or slugs as `_redirects` tells Netlify and Cloudflare. */
test('a Spanish or Portuguese page’s address in English words, with or without a trailing slash, redirects once, permanently, to it', async ({
  request,
}) => {
  const moved = movedPages(CLIENT_DIR)
  expect(moved.get('/es/services/seo')).toBe('/es/servicios/seo')
  expect(moved.get('/es/services/seo/')).toBe('/es/servicios/seo')
  expect(moved.get('/pt/contact/geo')).toBe('/pt/contato/geo')
  // A post at its English slug, in a language whose translation gave it its own.
  expect(moved.get('/es/blog/cro-for-saas')).toBe('/es/blog/optimizacion-de-conversiones-saas')
  for (const [from, to] of moved) {
    const response = await request.get(`${from}?ref=old`, { maxRedirects: 0 })
    expect(response.status(), from).toBe(301)
    expect(response.headers().location, from).toBe(`${to}?ref=old`)
    expect((await request.get(to, { maxRedirects: 0 })).status(), to).toBe(200)
  }
})
