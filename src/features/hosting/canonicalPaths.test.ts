import { describe, expect, it } from 'vitest'

import { canonicalPathFor, pageFile } from './canonicalPaths'

describe('page files', () => {
  it.each([
    ['/', 'index.html'],
    ['/es', 'es.html'],
    ['/pt/servicos/cro', 'pt/servicos/cro.html'],
    ['/blog/404', 'blog/404.html'],
  ])('%s is written to %s', (path, file) => {
    expect(pageFile(path)).toBe(file)
  })
})

describe('other spellings of an address', () => {
  it.each([
    ['/es/servicios/', '/es/servicios'],
    ['/es/servicios.html', '/es/servicios'],
    ['/index.html', '/'],
    ['/es/index.html', '/es'],
    ['/blog/index', '/blog'],
    ['/404.html', '/404'],
  ])('lead from %s to %s, without a trailing slash, .html or index', (path, canonical) => {
    expect(canonicalPathFor(path)).toBe(canonical)
  })

  it.each(['/', '/es', '/es/servicios', '/llms.txt', '/assets/entries/a.js'])(
    'leave %s alone: the address itself, a file or the home page',
    (path) => {
      expect(canonicalPathFor(path)).toBeNull()
    },
  )

  // A browser reads `//host` and `/\host` as another site's address.
  it.each(['//evil.com/', '/\\evil.com/', '//evil.com/index.html', '//evil.com.html', '///x/'])(
    'never lead %s to another site: no redirect at all',
    (path) => {
      expect(canonicalPathFor(path)).toBeNull()
    },
  )
})
