import { readFileSync } from 'node:fs'

import { describe, expect, test } from 'vitest'

import { analyticsFrom, LOCAL_ANALYTICS_ENDPOINT } from '../../src/config/analyticsSetup'
import { builtFiles, builtPagesByPath } from './builtPages'

/** A build without an analytics provider (what ships until the agency picks one) tracks nothing; its privacy notice says so (legalPages.test.ts); builds with one: tests/e2e/analytics-*.spec.ts. */
const built = analyticsFrom(process.env, { localByDefault: false })

/** What only tracking code contains (call sites of `track` stay: such a build compiles it to an empty function). */
const trackingMarks = [
  'sendBeacon',
  LOCAL_ANALYTICS_ENDPOINT,
  '/api/event',
  '/api/send',
  'largest-contentful-paint',
  'layout-shift',
  'event-timing',
]

describe.skipIf(built.provider !== 'none')('a build without an analytics provider', () => {
  test('ships no tracking code in any script', () => {
    const scripts = builtFiles().filter((file) => file.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(5)
    const found = scripts.flatMap((file) => {
      const code = readFileSync(file, 'utf8')
      return trackingMarks.filter((mark) => code.includes(mark)).map((mark) => `${file}: ${mark}`)
    })
    expect(found).toEqual([])
  })

  test('opens no connection to an analytics host and lets pages connect only to the site', async () => {
    const pages = [...(await builtPagesByPath()).values()]
    expect(pages.filter((page) => /rel="(preconnect|dns-prefetch)"/.test(page.html))).toEqual([])
    const headersFile = builtFiles().find((file) => file.endsWith('/_headers'))
    expect(headersFile).toBeDefined()
    const headers = readFileSync(headersFile ?? '', 'utf8')
    const connect = [...headers.matchAll(/connect-src ([^;]+);/g)].map((match) => match[1])
    expect(new Set(connect)).toEqual(
      new Set([process.env.VITE_FORM_ACCESS_KEY ? "'self' https://api.web3forms.com" : "'self'"]),
    )
  })
})
