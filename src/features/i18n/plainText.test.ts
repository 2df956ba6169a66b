import { describe, expect, it } from 'vitest'

import { markupIn } from './plainText'

describe('markupIn', () => {
  it('takes a less-than sign as text: "<{{value}}", "under < 2 s"', () => {
    expect(markupIn('<{{value}}')).toBeNull()
    expect(markupIn('under < 2 s')).toBeNull()
  })

  it('names a tag, a closing tag, a comment or a script address', () => {
    for (const text of ['<b>x</b>', 'a </script>', '<!-- x -->', 'JavaScript:alert(1)']) {
      expect(markupIn(text), text).toMatch(/holds markup/)
    }
  })
})
