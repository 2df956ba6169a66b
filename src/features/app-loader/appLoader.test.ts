import { describe, expect, it } from 'vitest'

import { inlineScripts } from '../hosting/inlineScripts'
import { APP_LOADER_SCRIPT, deferAppEntry } from './appLoader'

const entry = '/assets/entries/renderer_client.Ab12Cd.js'
const page = `<html><head></head><body><div id="root">…</div><script src="${entry}" type="module" async></script></body></html>`

describe('deferAppEntry', () => {
  it("puts the loader in place of Vike's entry tag, with the entry's address in data-entry", () => {
    const deferred = deferAppEntry(page)
    expect(deferred).not.toContain('type="module"')
    expect(deferred).toContain(`<script data-entry="${entry}">${APP_LOADER_SCRIPT}</script>`)
    expect(deferred.replace(/<script data-entry[\s\S]*<\/script>/, '')).toBe(
      page.replace(/<script src[\s\S]*<\/script>/, ''),
    )
  })

  it('leaves a page without the entry tag, or already deferred, as it is', () => {
    const deferred = deferAppEntry(page)
    expect(deferAppEntry(deferred)).toBe(deferred)
    expect(deferAppEntry('<p>static</p>')).toBe('<p>static</p>')
  })

  it('is an inline script the Content-Security-Policy admits by hash', () => {
    expect(inlineScripts).toContain(APP_LOADER_SCRIPT)
  })
})
