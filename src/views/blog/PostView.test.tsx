import { describe, expect, it } from 'vitest'

import ptBlog from '../../../locales/pt/blog.json'
import ptPeople from '../../../locales/pt/people.json'
import { renderInLocale } from '../../../tests/unit/renderInLocale'
import { blogPostPage } from '../../features/blog/blogData'
import PostView from './PostView'

const namespaces = { blog: ptBlog, people: ptPeople }

// Related posts shown as linked cards: tests/dist/blogPages.test.ts, on the post on CRO.
describe('a post’s related articles', async () => {
  const data = await blogPostPage('pt', 'principios-de-design-ux')
  const path = '/blog/principios-de-design-ux'

  it('are hidden when no other post shares the category, as for the only UX post', () => {
    expect(data.related).toEqual([])
    const html = renderInLocale('pt', <PostView data={data} />, path, namespaces)
    expect(html).not.toContain('Artigos relacionados')
  })
})

describe('a translated post made from an older English version', async () => {
  const data = await blogPostPage('pt', 'otimizacao-de-conversao-saas')
  const path = '/blog/otimizacao-de-conversao-saas'
  const render = (englishUpdatedAt?: string) =>
    renderInLocale(
      'pt',
      <PostView data={{ ...data, post: { ...data.post, englishUpdatedAt } }} />,
      path,
      namespaces,
    )

  it('says in its language when the English was updated, and links to it, at its English slug', () => {
    const html = render('2026-12-03')
    expect(html).toContain(
      'A versão em inglês deste artigo foi atualizada em 3 de dezembro de 2026, depois que esta tradução foi escrita.',
    )
    expect(html).toMatch(
      /<p role="note"[^>]*>[^]*<a href="\/blog\/cro-for-saas" hrefLang="en-US">Ler a versão em inglês<\/a>/,
    )
  })

  it('says nothing when it is in step, as every post is today', () => {
    expect(data.post.englishUpdatedAt).toBeUndefined()
    expect(render()).not.toContain('role="note"')
  })
})
