import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Reveal } from './Reveal'

describe('Reveal', () => {
  it('prerenders its content visible: only JavaScript hides what is below the fold', () => {
    const html = renderToString(
      <Reveal threshold={0.3}>
        <p>Visible text</p>
      </Reveal>,
    )
    expect(html).toContain('<p>Visible text</p>')
    expect(html).toContain('data-reveal="visible"')
    expect(html).not.toContain('opacity')
  })
})
