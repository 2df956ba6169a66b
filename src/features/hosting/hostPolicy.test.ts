import { describe, expect, it } from 'vitest'

import { WEB3FORMS_ENDPOINT } from '../../config/formService'
import { headersFile, redirectsFile, vercelConfig } from './hostConfigFiles'
import { headersFor, hostPolicy } from './hostPolicy'
import { inlineScripts, scriptHashSource } from './inlineScripts'
import { contentSecurityPolicy } from './securityHeaders'

// What each host sends is proven on its own runtime (tests/hosts); here, what the built site cannot show.
const localServices = { formEndpoint: '/api/enquiries', analyticsOrigin: null }
const pages = ['/', '/services/seo', '/blog'].map((path) => ({
  logicalPath: path,
  pathIn: () => path,
}))
const policy = hostPolicy(localServices, ['/404', '/blog/404'], pages)

function directive(csp: string, name: string): string[] {
  const found = csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? ''
  return found.split(' ').slice(1)
}

describe('the Content-Security-Policy', () => {
  it('lets the form post to its service only when the build posts there, with or without script', () => {
    const withService = contentSecurityPolicy({
      formEndpoint: WEB3FORMS_ENDPOINT,
      analyticsOrigin: null,
    })
    for (const name of ['connect-src', 'form-action']) {
      expect(directive(contentSecurityPolicy(localServices), name)).toEqual(["'self'"])
      expect(directive(withService, name)).toEqual(["'self'", 'https://api.web3forms.com'])
    }
  })

  it('forbids framing, plugins and a foreign base', () => {
    const csp = contentSecurityPolicy(localServices)
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"])
    expect(directive(csp, 'object-src')).toEqual(["'none'"])
    expect(directive(csp, 'base-uri')).toEqual(["'self'"])
  })

  it('lets the search pages, and no other, compile WebAssembly: nothing else is relaxed', () => {
    const search = contentSecurityPolicy(localServices, { allowWasm: true })
    expect(directive(search, 'script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      ...inlineScripts.map(scriptHashSource),
    ])
    expect(search.replace(" 'wasm-unsafe-eval'", '')).toBe(contentSecurityPolicy(localServices))
    for (const path of ['/search', '/es/buscar', '/pt/busca', '/es/buscar.html']) {
      expect(headersFor(policy.headerRules, path)['Content-Security-Policy']).toBe(search)
    }
    for (const path of ['/', '/es/servicios', '/searching', '/pagefind/pagefind.js']) {
      expect(headersFor(policy.headerRules, path)['Content-Security-Policy']).not.toContain('wasm')
    }
  })
})

it('writes what each host needs that its local runtime would forgive', () => {
  // Cloudflare Pages reports a 404 rule in _redirects as invalid: they live in netlify.toml.
  expect(redirectsFile(policy)).not.toMatch(/ 404$/m)
  // Cloudflare detaches a header only from rules before it: the site-wide rule comes first.
  expect(headersFile(policy).split('\n')[1]).toBe('/*')
  const { routes } = vercelConfig(policy) as { routes: { src: string; status?: number }[] }
  expect(routes.at(-1)).toMatchObject({ src: '/.*', status: 404 })
})
