import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { postSummaries, readingMinutes } from './blogPosts'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('readingMinutes', () => {
  it('counts words at 200 a minute, not Markdown marks, and never says zero', () => {
    expect(readingMinutes(`## Title\n\n${'word '.repeat(600)}\n\n- **bold** -`)).toBe(3)
    expect(readingMinutes('Short.')).toBe(1)
  })
})

describe('a post’s files', () => {
  let copy: string
  const file = (path: string) => join(copy, path)
  const edit = (path: string, change: (source: string) => string) =>
    writeFileSync(file(path), change(readFileSync(file(path), 'utf8')))
  beforeEach(() => {
    copy = mkdtempSync(join(tmpdir(), 'blog-posts-'))
    cpSync(join(root, 'locales'), join(copy, 'locales'), { recursive: true })
    cpSync(join(root, 'public/images/blog'), join(copy, 'public/images/blog'), {
      recursive: true,
    })
  })
  afterEach(() => rmSync(copy, { recursive: true, force: true }))

  it('must exist in every language: a missing translation names its file', () => {
    unlinkSync(file('locales/pt/blog/cro-for-saas.md'))
    expect(() => postSummaries(copy, 'pt')).toThrow(
      'Missing blog post locales/pt/blog/cro-for-saas.md',
    )
  })

  it('need an English original', () => {
    writeFileSync(file('locales/es/blog/solo.md'), '---\nslug: solo\n---\nTexto')
    expect(() => postSummaries(copy, 'es')).toThrow(
      'locales/es/blog/solo.md has no original: add locales/en/blog/solo.md',
    )
  })

  it('write the facts once, in English, and name a fact that is missing or repeated', () => {
    edit('locales/en/blog/cro-for-saas.md', (s) => s.replace('category: CRO\n', ''))
    expect(() => postSummaries(copy, 'en')).toThrow(
      /^locales\/en\/blog\/cro-for-saas\.md: "category"/,
    )
    edit('locales/en/blog/cro-for-saas.md', (s) => s.replace('author:', 'category: CRO\nauthor:'))
    edit('locales/es/blog/cro-for-saas.md', (s) => s.replace('slug:', 'category: CRO\nslug:'))
    expect(() => postSummaries(copy, 'es')).toThrow(
      'locales/es/blog/cro-for-saas.md: "category" belongs in locales/en/blog/cro-for-saas.md only',
    )
  })

  it('give each language’s summary the post’s slug there, and its slug in every language', () => {
    const post = postSummaries(copy, 'pt').find((p) => p.slugs.en === 'cro-for-saas')
    expect(post?.slug).toBe('otimizacao-de-conversao-saas')
    expect(post?.slugs).toEqual({
      en: 'cro-for-saas',
      es: 'optimizacion-de-conversiones-saas',
      pt: 'otimizacao-de-conversao-saas',
    })
  })

  it('may not share a slug within a language: both files are named', () => {
    edit('locales/es/blog/ux-design-principles.md', (s) =>
      s.replace('slug: principios-de-diseno-ux', 'slug: optimizacion-de-conversiones-saas'),
    )
    expect(() => postSummaries(copy, 'en')).toThrow(
      'locales/es/blog/cro-for-saas.md and locales/es/blog/ux-design-principles.md both have the slug "optimizacion-de-conversiones-saas"',
    )
  })

  it('refuse a translated slug that is reserved or not URL-safe, naming the file', () => {
    edit('locales/pt/blog/cro-for-saas.md', (s) => s.replace(/^slug: .*/m, 'slug: index'))
    expect(() => postSummaries(copy, 'en')).toThrow(
      'locales/pt/blog/cro-for-saas.md: the slug "index" is reserved',
    )
    edit('locales/pt/blog/cro-for-saas.md', (s) => s.replace(/^slug: .*/m, 'slug: otimização'))
    expect(() => postSummaries(copy, 'en')).toThrow(
      'locales/pt/blog/cro-for-saas.md: "slug": use a-z, 0-9 and single hyphens',
    )
  })

  it('are named by their slug', () => {
    edit('locales/en/blog/cro-for-saas.md', (s) => s.replace('slug: cro-for-saas', 'slug: cro'))
    expect(() => postSummaries(copy, 'en')).toThrow(
      'locales/en/blog/cro-for-saas.md: "slug" is "cro"; it must be the file\'s name, "cro-for-saas"',
    )
  })

  it.each([
    ['index', "every host serves /blog/index as the blog's list"],
    ['404', "blog/404 is the blog's not-found page"],
  ])('may not take the reserved slug %s: the file is named', (slug, why) => {
    const original = readFileSync(file('locales/en/blog/cro-for-saas.md'), 'utf8')
    writeFileSync(file(`locales/en/blog/${slug}.md`), original.replace('cro-for-saas', slug))
    expect(() => postSummaries(copy, 'en')).toThrow(
      `locales/en/blog/${slug}.md: the slug "${slug}" is reserved (${why})`,
    )
  })

  it('need their featured image and its PNG: a missing one names the post', () => {
    unlinkSync(file('public/images/blog/ux-design-principles.png'))
    expect(() => postSummaries(copy, 'es')).toThrow(
      'locales/en/blog/ux-design-principles.md: "featuredImage": public/images/blog/ux-design-principles.png does not exist',
    )
    edit('locales/en/blog/cro-for-saas.md', (s) =>
      s.replace(/featuredImage: .*/, 'featuredImage: /images/blog/no-such-picture.svg'),
    )
    expect(() => postSummaries(copy, 'en')).toThrow(
      'locales/en/blog/cro-for-saas.md: "featuredImage": public/images/blog/no-such-picture.svg does not exist',
    )
  })
})
