import { expect, test } from '@playwright/test'

import { expectSecurityHeaders, raw, unusualAddresses, unusualMethods } from './scannerRequests'

// `npm start` must answer as a static host does, and never with a file from outside `dist/client`.
test('addresses that try to leave the site or its folder get the not-found page', async ({
  baseURL,
}) => {
  for (const path of unusualAddresses) {
    const answer = await raw(baseURL ?? '', path)
    const what = path.slice(0, 60)
    expect(answer.status, what).toBe(404)
    expect(answer.headers.location, what).toBeUndefined()
    expect(answer.headers['content-type'], what).toMatch(/^text\/html/)
    expect(answer.body, what).toContain('<meta name="robots" content="noindex')
    expect(answer.body, what).not.toContain('"name": "agency-site"')
    expectSecurityHeaders(answer, what)
  }
})

test('a redirect to the canonical spelling stays on the site and carries the security headers', async ({
  baseURL,
}) => {
  for (const [path, location] of [
    ['/es/servicios/', '/es/servicios'],
    ['/%2F%2Fevil.com/', '/%2F%2Fevil.com'],
  ] as const) {
    const answer = await raw(baseURL ?? '', path)
    expect(answer.status, path).toBe(308)
    expect(answer.headers.location, path).toBe(location)
    expectSecurityHeaders(answer, path)
  }
})

test('a download that does not exist is the not-found page, typed as HTML', async ({ baseURL }) => {
  const answer = await raw(baseURL ?? '', '/downloads/nexa-digital-saas-blueprint-fr.md')
  expect(answer.status).toBe(404)
  expect(answer.headers['content-type']).toMatch(/^text\/html/)
  expect(answer.body).toContain('<html lang="en-US"')
})

test('OPTIONS is answered with what may be done, and the security headers', async ({ baseURL }) => {
  for (const path of ['/', '/es/servicios', '/blog/cro-for-saas']) {
    const answer = await raw(baseURL ?? '', path, 'OPTIONS')
    expect(answer.status, path).toBe(204)
    expect(answer.headers.allow, path).toBe('GET, HEAD, OPTIONS')
    expectSecurityHeaders(answer, `OPTIONS ${path}`)
  }
})

test('a method a static site does not serve gets 405 with Allow and the security headers', async ({
  baseURL,
}) => {
  for (const [method, path] of unusualMethods) {
    const answer = await raw(baseURL ?? '', path, method)
    expect(answer.status, `${method} ${path}`).toBe(405)
    expect(answer.headers.allow, `${method} ${path}`).toBe('GET, HEAD, OPTIONS')
    expectSecurityHeaders(answer, `${method} ${path}`)
  }
})
