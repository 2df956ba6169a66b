import { describe, expect, it } from 'vitest'

import { canonicalPathFor, pageFile } from './canonicalPaths'

describe('page files', () => {
  it('puts each page in a file named after its address, the home page in index.html', () => {
    expect(pageFile('/')).toBe('index.html')
    expect(pageFile('/es')).toBe('es.html')
    expect(pageFile('/pt/services/cro')).toBe('pt/services/cro.html')
    expect(pageFile('/blog/404')).toBe('blog/404.html')
  })
})

describe('other spellings of an address', () => {
  it('lead to the address without a trailing slash, .html or index', () => {
    expect(canonicalPathFor('/es/services/')).toBe('/es/services')
    expect(canonicalPathFor('/es/services.html')).toBe('/es/services')
    expect(canonicalPathFor('/index.html')).toBe('/')
    expect(canonicalPathFor('/es/index.html')).toBe('/es')
    expect(canonicalPathFor('/blog/index')).toBe('/blog')
    expect(canonicalPathFor('/404.html')).toBe('/404')
  })

  it('leave the address itself, files and the home page alone', () => {
    for (const path of ['/', '/es', '/es/services', '/llms.txt', '/assets/entries/a.js']) {
      expect(canonicalPathFor(path)).toBeNull()
    }
  })
})
