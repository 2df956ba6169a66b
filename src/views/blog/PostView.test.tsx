import { describe, expect, it } from 'vitest'

import ptBlog from '../../../locales/pt/blog.json'
import ptPeople from '../../../locales/pt/people.json'
import { renderInLocale } from '../../../tests/unit/renderInLocale'
import { blogIndex, blogPostPage } from '../../features/blog/blogData'
import PostView from './PostView'

const namespaces = { blog: ptBlog, people: ptPeople }

describe('a post’s related articles', async () => {
  const data = await blogPostPage('pt', 'llm-txt-file-2025')
  const path = '/blog/llm-txt-file-2025'

  it('are hidden when no other post shares the category, as today', () => {
    expect(data.related).toEqual([])
    const html = renderInLocale('pt', <PostView data={data} />, path, namespaces)
    expect(html).not.toContain('Artigos relacionados')
  })

  it('show as linked cards when other posts share the category', async () => {
    const others = (await blogIndex('pt')).posts.filter((post) => post.slug !== data.post.slug)
    const html = renderInLocale(
      'pt',
      <PostView data={{ ...data, related: others }} />,
      path,
      namespaces,
    )
    expect(html).toContain('Artigos relacionados')
    for (const post of others) expect(html).toContain(`href="/pt/blog/${post.slug}"`)
  })
})
