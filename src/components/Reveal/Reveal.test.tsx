import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Reveal } from './Reveal'

describe('Reveal', () => {
  it('prerenders its content, marked pending so only a JavaScript page hides it', () => {
    const html = renderToString(
      <Reveal threshold={0.3}>
        <p>Visible text</p>
      </Reveal>,
    )
    expect(html).toContain('<p>Visible text</p>')
    expect(html).toContain('data-reveal="pending"')
    expect(html).not.toContain('opacity')
  })
})
