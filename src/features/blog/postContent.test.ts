import { describe, expect, it } from 'vitest'

import { loadPost } from './postContent'

describe('loadPost', () => {
  it('names the missing file when a post does not exist in a language', async () => {
    await expect(loadPost('pt', 'no-such-post')).rejects.toThrow(
      'Missing blog post locales/pt/blog/no-such-post.md',
    )
  })
})
