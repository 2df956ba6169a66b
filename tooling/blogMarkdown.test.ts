import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { blogMarkdown } from './blogMarkdown'

const root = fileURLToPath(new URL('..', import.meta.url))
const plugin = blogMarkdown(root)
// The hook as Vite calls it; the plugin uses no part of the plugin context.
const transform = plugin.transform as (source: string, id: string) => { code: string } | undefined

describe('blogMarkdown', () => {
  it('turns a post file into a module exporting its front matter and sanitized HTML', async () => {
    const id = `${root}locales/pt/blog/cro-for-saas.md`
    const result = transform(readFileSync(id, 'utf8'), id)
    const post = JSON.parse(result?.code.replace(/^export default /, '') ?? '{}')
    expect(post.slug).toBe('cro-for-saas')
    expect(post.title).toMatch(/^Otimização de conversão para SaaS/)
    expect(post.html).toMatch(/^<p>A maioria das empresas de SaaS/)
  })

  it('gives the front matter alone when asked with ?meta, for lists of posts', () => {
    const id = `${root}locales/en/blog/cro-for-saas.md`
    const result = transform(readFileSync(id, 'utf8'), `${id}?meta`)
    const summary = JSON.parse(result?.code.replace(/^export default /, '') ?? '{}')
    expect(summary.slug).toBe('cro-for-saas')
    expect(summary.excerpt).toBeTruthy()
    expect(summary).not.toHaveProperty('html')
  })

  it('names the file relative to the project when a post is wrong', () => {
    const id = `${root}locales/es/blog/broken.md`
    expect(() => transform('---\nslug: broken\n---\nBody', id)).toThrow(
      /^locales\/es\/blog\/broken\.md: "title"/,
    )
  })

  it('leaves every other file alone', () => {
    expect(transform('# Readme', `${root}README.md`)).toBeUndefined()
    expect(transform('{}', `${root}locales/en/common.json`)).toBeUndefined()
  })
})
