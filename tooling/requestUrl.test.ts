import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { requestUrl } from './requestUrl'

const asked = (url: string) => requestUrl({ url } as IncomingMessage)

describe('requestUrl', () => {
  it('keeps a path that starts with two slashes as a path, on this host', () => {
    expect(asked('//evil.com/index.html').pathname).toBe('//evil.com/index.html')
    expect(asked('/\\evil.com/').pathname).toBe('//evil.com/')
    expect(asked('//evil.com/').host).toBe('localhost')
  })

  it('reads an ordinary path and its query', () => {
    const url = asked('/es/servicios/?ref=feed')
    expect([url.pathname, url.search]).toEqual(['/es/servicios/', '?ref=feed'])
  })
})
