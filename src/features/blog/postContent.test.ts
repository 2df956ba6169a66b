import { describe, expect, it } from 'vitest'

import { loadPost } from './postContent'

describe('loadPost', () => {
  it('loads a post compiled at build time, in the language asked for', async () => {
    const post = await loadPost('es', 'ux-design-principles')
    expect(post.title).toBe('Siete principios de diseño UX que convierten visitantes en clientes')
    expect(post.html).toContain('<h2>1. Que el siguiente paso sea obvio</h2>')
  })

  it('names the missing file when a post does not exist in a language', async () => {
    await expect(loadPost('pt', 'no-such-post')).rejects.toThrow(
      'Missing blog post locales/pt/blog/no-such-post.md',
    )
  })
})
