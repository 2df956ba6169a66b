import { describe, expect, it } from 'vitest'

import { emojiFileName } from './emojiFile'

describe('emojiFileName', () => {
  it.each([
    ['🚀', '1f680'],
    ['🛍️', '1f6cd'],
    ['✍️', '270d'],
    ['👩‍💻', '1f469-200d-1f4bb'],
    ['🏳️‍🌈', '1f3f3-fe0f-200d-1f308'],
  ])('names %s as Twemoji does: %s', (emoji, name) => {
    expect(emojiFileName(emoji)).toBe(name)
  })
})
