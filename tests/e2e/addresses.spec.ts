import { expect, test } from '@playwright/test'

/** npm start answers the other spellings of an address as Cloudflare Pages and Vercel do. */
test('the other spellings of an address redirect permanently to it, keeping the query', async ({
  request,
}) => {
  const spellings = {
    '/es/services/': '/es/services',
    '/es/services.html': '/es/services',
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
  const page = await request.get('/es/services/')
  expect(page.url()).toMatch(/\/es\/services$/)
  expect(await page.text()).toContain(
    '<link rel="canonical" href="https://nexadigital.agency/es/services"',
  )
})
