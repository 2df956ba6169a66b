import { describe, expect, it } from 'vitest'

import { inlineScripts } from '../hosting/inlineScripts'
import { APP_LOADER_SCRIPT, deferAppEntry } from './appLoader'

const entry = '/assets/entries/renderer_client.Ab12Cd.js'
const start = ['/assets/chunks/react.js', '/assets/chunks/app.js']
const startScripts = (of: string) => (of === entry ? start : [])
const page = `<html><head></head><body><div id="root">…</div><script src="${entry}" type="module" async></script></body></html>`

describe('deferAppEntry', () => {
  it("puts the loader in place of Vike's entry tag, with the entry's address and the scripts it starts with", () => {
    const deferred = deferAppEntry(page, 'es/services.html', startScripts)
    expect(deferred).not.toContain('type="module"')
    expect(deferred).toContain(
      `<script data-entry="${entry}" data-preload="${start.join(' ')}">${APP_LOADER_SCRIPT}</script>`,
    )
    expect(deferred.replace(/<script data-entry[\s\S]*<\/script>/, '')).toBe(
      page.replace(/<script src[\s\S]*<\/script>/, ''),
    )
  })

  it('fails the build, naming the page, where the entry tag is missing or repeated', () => {
    const deferred = deferAppEntry(page, 'es/services.html', startScripts)
    expect(() => deferAppEntry(deferred, 'es/services.html', startScripts)).toThrow(
      "es/services.html: expected Vike's app entry tag once, found it 0 times",
    )
    const twice = page.replace(
      '</body>',
      `<script src="${entry}" type="module" async></script></body>`,
    )
    expect(() => deferAppEntry(twice, 'pt/404.html', startScripts)).toThrow(
      /pt\/404\.html: .* 2 times/,
    )
  })

  it('is an inline script the Content-Security-Policy admits by hash', () => {
    expect(inlineScripts).toContain(APP_LOADER_SCRIPT)
  })
})
