import { request as httpRequest } from 'node:http'

import { expect } from '@playwright/test'

// What a scanner tries (leave the site, climb out, break the server): a static site answers 404.
export const unusualAddresses = [
  '/.//evil.com/',
  '//evil.com/',
  '/\\evil.com/',
  '//evil.com/index.html',
  '/%2e%2e/%2e%2e/package.json',
  '/..%2f..%2fpackage.json',
  '/assets/..%2f..%2f..%2fpackage.json',
  '/es/%2e%2e%2f%2e%2e%2f.env.example',
  `/${'a'.repeat(10_000)}`,
  '/ES',
  '/Es/Services',
  '/es/%E0%A4%A',
]

/** Methods a static site does not serve, each with an address that exists. */
export const unusualMethods = [
  ['DELETE', '/'],
  ['PUT', '/es/servicios'],
  ['PROPFIND', '/pt'],
  ['POST', '/contact'],
] as const

export interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

// Sent byte for byte: a browser or Playwright's client would tidy `/.//` and `%2e%2e` first.
export function raw(baseURL: string, path: string, method = 'GET'): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** The headers every answer of the site carries, whatever its status. */
export function expectSecurityHeaders(answer: RawAnswer, what: string) {
  expect(answer.headers['content-security-policy'], what).toContain("default-src 'self'")
  expect(answer.headers['strict-transport-security'], what).toContain('max-age=')
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff')
}
