import { describe, expect, it } from 'vitest'

import { inlineScripts } from '../hosting/inlineScripts'
import { APP_LOADER_SCRIPT, appViewMarker, deferAppEntry } from './appLoader'

const entry = '/assets/entries/renderer_client.Ab12Cd.js'
const start = ['/assets/chunks/react.js', '/assets/chunks/app.js']
const homeView = ['/assets/chunks/HomeView.js']
const startScripts = (of: string, view: string | undefined) =>
  of !== entry ? [] : view === 'src/views/home/HomeView.tsx' ? [...start, ...homeView] : start
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

  it("adds the scripts of the view the prerender names, and ships the page without the view's name", () => {
    const named = page.replace('</body>', `${appViewMarker('src/views/home/HomeView.tsx')}</body>`)
    const deferred = deferAppEntry(named, 'index.html', startScripts)
    expect(deferred).toContain(`data-preload="${[...start, ...homeView].join(' ')}"`)
    expect(deferred).not.toContain('app-view')
    expect(deferred).not.toContain('HomeView.tsx')
  })

  it('fails the build, naming the page, where two views are named', () => {
    const twice = page.replace(
      '</body>',
      `${appViewMarker('src/views/home/HomeView.tsx')}${appViewMarker('src/views/seo/SeoView.tsx')}</body>`,
    )
    expect(() => deferAppEntry(twice, 'index.html', startScripts)).toThrow(
      'index.html: expected one view marker at most, found 2',
    )
  })

  it('is an inline script the Content-Security-Policy admits by hash', () => {
    expect(inlineScripts).toContain(APP_LOADER_SCRIPT)
  })
})
