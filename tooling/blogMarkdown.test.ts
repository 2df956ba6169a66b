import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { blogMarkdown } from './blogMarkdown'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The plugin's `load` as Vite calls it, after its `resolveId`, with the parts of its context the plugin uses. */
function loaderOf(projectRoot: string, consumer: 'client' | 'server' = 'server') {
  const plugin = blogMarkdown(projectRoot)
  const context = { addWatchFile: () => {}, environment: { config: { consumer } } }
  const resolveId = plugin.resolveId as (id: string) => string | undefined
  // The plugin defines its hooks as plain functions (not Vite's object form).
  const load = plugin.load as unknown as (this: typeof context, id: string) => string | undefined
  return (id: string) => load.call(context, resolveId(id) ?? id)
}

const moduleValue = (code: string | undefined) =>
  JSON.parse(code?.replace(/^export default /, '') ?? 'null') as unknown

describe('blogMarkdown', () => {
  const load = loaderOf(root)

  it('maps each language to a loader of its own list, so a page downloads its language only', () => {
    expect(load('virtual:blog-posts')).toBe(
      'export default {' +
        '"en": () => import("virtual:blog-posts/en"), ' +
        '"es": () => import("virtual:blog-posts/es"), ' +
        '"pt": () => import("virtual:blog-posts/pt")}',
    )
  })

  it('lists the posts the prerender renders, by their files’ name, with each language’s slug', () => {
    const slugs = moduleValue(load('virtual:blog-posts/slugs')) as Record<string, unknown>
    expect(Object.keys(slugs)).toEqual([
      'build-or-buy-software',
      'cro-for-saas',
      'how-answer-engines-choose-sources',
      'how-to-run-an-honest-ab-test',
      'llm-txt-file-2025',
      'ux-design-principles',
    ])
    expect(slugs['llm-txt-file-2025']).toEqual({
      en: 'llm-txt-file-2025',
      es: 'archivo-llms-txt-2025',
      pt: 'arquivo-llms-txt-2025',
    })
  })

  it('refuses the browser build the list of slugs: no page downloads every post’s name', () => {
    expect(() => loaderOf(root, 'client')('virtual:blog-posts/slugs')).toThrow(/no browser module/)
  })

  it('lists a language’s posts newest first, with the English facts and no body', () => {
    const posts = moduleValue(load('virtual:blog-posts/pt')) as Record<string, unknown>[]
    expect(posts.map((post) => post.slug)).toEqual([
      'como-fazer-um-teste-ab-honesto',
      'como-assistentes-de-ia-escolhem-fontes',
      'desenvolver-ou-comprar-software',
      'arquivo-llms-txt-2025',
      'otimizacao-de-conversao-saas',
      'principios-de-design-ux',
    ])
    expect(posts[4]).toMatchObject({
      title: expect.stringMatching(/^Otimização de conversão para SaaS/) as unknown,
      category: 'CRO',
      author: 'valeria',
      publishedAt: '2025-01-08',
      featuredImage: '/images/blog/cro-for-saas.svg',
    })
    expect(posts[4]).not.toHaveProperty('html')
  })
})
