import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { afterAll, describe, expect, it } from 'vitest'

import { blogMarkdown, frontMatterOf } from './blogMarkdown'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The plugin's hooks as Vite calls them, with the one context method the plugin uses. */
function hooksOf(projectRoot: string) {
  const plugin = blogMarkdown(projectRoot)
  const resolveId = plugin.resolveId as (id: string) => string | undefined
  const load = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => string
  const transform = plugin.transform as (source: string, id: string) => { code: string } | undefined
  return {
    resolveId,
    load: (id: string) => load.call({ addWatchFile: () => {} }, resolveId(id) ?? id),
    transform: (id: string) => transform('', id)?.code,
  }
}

describe('blogMarkdown', () => {
  const { resolveId, load, transform } = hooksOf(root)

  it('maps each locale to a loader of its own list, so a page downloads its language only', () => {
    expect(transform(`${root}src/features/blog/frontMatterByLocale.ts`)).toBe(
      'export default {' +
        '"en": () => import("virtual:blog-front-matter/en"), ' +
        '"es": () => import("virtual:blog-front-matter/es"), ' +
        '"pt": () => import("virtual:blog-front-matter/pt")}',
    )
  })

  it('lists a locale’s posts by slug with their front matter and no body', () => {
    const posts = JSON.parse(load('virtual:blog-front-matter/pt').replace(/^export default /, ''))
    expect(Object.keys(posts)).toEqual([
      'cro-for-saas',
      'llm-txt-file-2025',
      'ux-design-principles',
    ])
    expect(posts['cro-for-saas'].title).toMatch(/^Otimização de conversão para SaaS/)
    expect(posts['cro-for-saas']).not.toHaveProperty('html')
  })

  it('leaves every other module to Vite', () => {
    expect(transform(`${root}src/features/blog/blogData.ts`)).toBeUndefined()
    expect(resolveId('virtual:icon-sprite')).toBeUndefined()
    expect(resolveId('./locales/en/blog/cro-for-saas.md')).toBeUndefined()
  })
})

describe('a wrong post', () => {
  const copy = mkdtempSync(join(tmpdir(), 'blog-markdown-'))
  cpSync(join(root, 'locales'), join(copy, 'locales'), { recursive: true })
  afterAll(() => rmSync(copy, { recursive: true, force: true }))

  it('fails the build naming the file, relative to the project, and the field', () => {
    writeFileSync(join(copy, 'locales/es/blog/broken.md'), '---\nslug: broken\n---\nBody')
    expect(() => frontMatterOf(copy, 'es')).toThrow(/^locales\/es\/blog\/broken\.md: "title"/)
  })
})
