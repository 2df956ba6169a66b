import { describe, expect, it } from 'vitest'

import { WEB3FORMS_ENDPOINT } from '../../config/formService'
import { localeCodes } from '../../config/locales'
import { SEARCH_PATH } from '../../routing/paths'
import { localizePath } from '../i18n/localePath'
import {
  headersFile,
  hostFiles,
  netlifyNotFoundRedirects,
  redirectsFile,
  vercelConfig,
} from './hostConfigFiles'
import { headersFor, hostPolicy } from './hostPolicy'
import { inlineScripts, scriptHashSource } from './inlineScripts'
import { contentSecurityPolicy, securityHeaders } from './securityHeaders'

/** A build with no access key and no analytics provider: nothing leaves the site. */
const localServices = { formEndpoint: '/api/enquiries', analyticsOrigin: null }

const pages = ['/', '/services/seo', '/blog'].map((path) => ({
  logicalPath: path,
  pathIn: () => path,
}))
const policy = hostPolicy(localServices, ['/404', '/blog/404'], pages)

/** Each language's search page, which has a policy of its own: `/es/buscar`. */
const searchPages = localeCodes.map((locale) => localizePath(locale, SEARCH_PATH))

/** The page a host answers an unknown path with: the first rule whose section holds it. */
function notFoundPageFor(pathname: string): string | undefined {
  return policy.notFoundRules.find(
    ({ section }) => section === '' || pathname.startsWith(`${section}/`),
  )?.page
}

function directive(csp: string, name: string): string[] {
  const found = csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? ''
  return found.split(' ').slice(1)
}

describe('the Content-Security-Policy', () => {
  it('admits the site, each inline script by hash, and nothing inline besides', () => {
    const scripts = directive(contentSecurityPolicy(localServices), 'script-src')
    expect(scripts).toEqual(["'self'", ...inlineScripts.map(scriptHashSource)])
    expect(scripts).toHaveLength(inlineScripts.length + 1)
    expect(contentSecurityPolicy(localServices)).not.toContain('unsafe')
  })

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

  it('lets the tracker report to the analytics provider, and to no other host', () => {
    const services = { formEndpoint: WEB3FORMS_ENDPOINT, analyticsOrigin: 'https://plausible.io' }
    expect(directive(contentSecurityPolicy(services), 'connect-src')).toEqual([
      "'self'",
      'https://api.web3forms.com',
      'https://plausible.io',
    ])
    expect(directive(contentSecurityPolicy(services), 'script-src')).not.toContain(
      'https://plausible.io',
    )
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

  it('hashes a script as the browser does (SHA-256 of its UTF-8 text, base64)', () => {
    // The value Chrome's console suggests for this exact script.
    expect(scriptHashSource("document.documentElement.classList.add('js')")).toBe(
      "'sha256-Du+OJKJSbdUgz5nrHeWWINvez6XKDDU/tyj/5c2uvwo='",
    )
  })
})

describe('headersFor', () => {
  it('caches hashed assets for a year and everything else briefly', () => {
    expect(headersFor(policy.headerRules, '/assets/entries/app.Ab12.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    )
    expect(headersFor(policy.headerRules, '/es/servicios')['Cache-Control']).toBe(
      'public, max-age=0, must-revalidate',
    )
  })

  it('sends text files with their charset and every response with the security headers', () => {
    expect(headersFor(policy.headerRules, '/pt/llms.txt')['Content-Type']).toBe(
      'text/plain; charset=utf-8',
    )
    expect(
      headersFor(policy.headerRules, '/downloads/nexa-digital-saas-blueprint-es.md')[
        'Content-Type'
      ],
    ).toBe('text/markdown; charset=utf-8')
    // A download that does not exist is answered with a not-found page: HTML, not Markdown.
    expect(headersFor(policy.headerRules, '/downloads/x.md')['Content-Type']).toBeUndefined()
    expect(headersFor(policy.headerRules, '/')['Content-Type']).toBeUndefined()
    expect(headersFor(policy.headerRules, '/')).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Strict-Transport-Security': expect.stringContaining('max-age='),
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringContaining('camera=()'),
    })
  })
})

describe('not-found rules', () => {
  it('end with the site-wide page, for whatever no other rule catches', () => {
    expect(policy.notFoundRules.at(-1)).toEqual({ section: '', page: '/404.html' })
  })

  // The most specific rule first: a Spanish blog address gets the Spanish blog's page.
  it.each([
    ['/es/blog/nada', '/es/blog/404.html'],
    ['/es/nada', '/es/404.html'],
    ['/blog/nothing', '/blog/404.html'],
    ['/nothing', '/404.html'],
    ['/estimates', '/404.html'],
  ])('send %s to %s', (path, page) => {
    expect(notFoundPageFor(path)).toBe(page)
  })
})

describe('the host files', () => {
  it('writes _headers as Netlify and Cloudflare Pages read it', () => {
    const lines = headersFile(policy).split('\n')
    expect(lines[0]).toMatch(/^# /)
    expect(lines[1]).toBe('/*')
    expect(lines[2]).toMatch(/^ {2}Content-Security-Policy: default-src 'self'; /)
    expect(lines).toContain('/assets/*')
    expect(lines).toContain('  Cache-Control: public, max-age=31536000, immutable')
  })

  it("detaches the site's policy before a search page's own, so the two are not joined", () => {
    const file = headersFile(policy)
    const block = file
      .slice(file.indexOf('\n/es/buscar\n') + 1)
      .split('\n')
      .slice(0, 3)
    expect(block[0]).toBe('/es/buscar')
    expect(block[1]).toBe('  ! Content-Security-Policy')
    expect(block[2]).toMatch(/^ {2}Content-Security-Policy: .*'wasm-unsafe-eval'/)
    // The site-wide rule comes first: Cloudflare detaches only what earlier rules set.
    expect(file.indexOf('\n/*\n')).toBeLessThan(file.indexOf('\n/es/buscar\n'))
  })

  it('writes Netlify a 404 rule per section, the site-wide one last', () => {
    const froms = [...netlifyNotFoundRedirects(policy).matchAll(/from = "(.*)"/g)].map((m) => m[1])
    expect(froms[0]).toBe('/es/blog/*')
    expect(froms.at(-1)).toBe('/*')
    expect(netlifyNotFoundRedirects(policy)).toContain(
      '[[redirects]]\n  from = "/pt/*"\n  to = "/pt/404.html"\n  status = 404',
    )
  })

  it('writes vercel.json: headers, redirects of other spellings, the files, each section’s 404', () => {
    const { routes } = vercelConfig(policy) as { routes: Record<string, unknown>[] }
    expect(routes[0]).toMatchObject({ src: '/.*', continue: true })
    expect(routes).toContainEqual({
      src: '/assets/.*',
      headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
      continue: true,
    })
    expect(routes).toContainEqual(expect.objectContaining({ src: '/es/llms\\.txt' }))
    expect(routes).toContainEqual(
      expect.objectContaining({
        src: '^/([^/\\\\].*)/$',
        headers: expect.objectContaining({ Location: '/$1' }) as unknown,
        status: 308,
      }),
    )
    const filesystem = routes.findIndex((route) => route.handle === 'filesystem')
    // The search pages first, with their own policy; then every other page.
    expect(routes[filesystem + 1]).toMatchObject({
      src: '^/search$',
      dest: '/search.html',
      check: true,
    })
    expect(routes[filesystem + 4]).toMatchObject({ src: '^/(.+)$', dest: '/$1.html', check: true })
    expect(routes[filesystem + 5]).toMatchObject({
      src: '/es/blog/.*',
      status: 404,
      dest: '/es/blog/404.html',
    })
    expect(routes.at(-1)).toMatchObject({ src: '/.*', status: 404, dest: '/404.html' })
  })

  it('repeats the security headers on the Vercel routes that answer, which drop earlier ones', () => {
    const { routes } = vercelConfig(policy) as { routes: Record<string, unknown>[] }
    const answering = routes.slice(routes.findIndex((route) => route.handle === 'filesystem') + 1)
    // The search pages, the rewrite to any other page, and a 404 per section.
    expect(answering).toHaveLength(3 + 1 + policy.notFoundRules.length)
    const { 'Content-Security-Policy': csp, ...others } = securityHeaders(localServices)
    // The redirects of other spellings answer before the files do, and drop them as well.
    const redirects = routes.filter((route) => route.status === 308)
    expect(redirects).toHaveLength(3)
    // So do the moved pages' redirects, each to the page's address now.
    const moved = routes.filter((route) => route.status === 301)
    expect(
      moved.map((route) => [route.src, (route.headers as Record<string, string>).Location]),
    ).toEqual([
      ['^/es/services/seo/?$', '/es/servicios/seo'],
      ['^/pt/services/seo/?$', '/pt/servicos/seo'],
    ])
    // Before the spellings' redirects: `/es/services/seo/` is one redirect, not two.
    expect(routes.indexOf(moved[0] ?? {})).toBeLessThan(routes.indexOf(redirects[0] ?? {}))
    for (const route of [...redirects, ...moved]) {
      expect(route.headers).toMatchObject({ ...others, 'Content-Security-Policy': csp })
    }
    for (const route of answering) {
      expect(route.headers).toMatchObject(others)
      const own = (route.headers as Record<string, string>)['Content-Security-Policy']
      expect(own).toBe(
        searchPages.some((address) => route.src === `^${address}$`)
          ? contentSecurityPolicy(localServices, { allowWasm: true })
          : csp,
      )
    }
  })

  it('is the same build for every host: _headers, _redirects and vercel.json', () => {
    expect(Object.keys(hostFiles(policy))).toEqual(['_headers', '_redirects', 'vercel.json'])
  })

  it('redirects each moved page for Netlify and Cloudflare Pages, with or without its trailing slash, permanently, and nothing else', () => {
    // No 404 rule: Cloudflare Pages refuses them there (they are in netlify.toml).
    expect(
      redirectsFile(policy)
        .split('\n')
        .filter((line) => !line.startsWith('#')),
    ).toEqual([
      '/es/services/seo /es/servicios/seo 301',
      '/es/services/seo/ /es/servicios/seo 301',
      '/pt/services/seo /pt/servicos/seo 301',
      '/pt/services/seo/ /pt/servicos/seo 301',
      '',
    ])
  })
})
