import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Reveal } from './Reveal'

describe('Reveal', () => {
  it('prerenders its content visible: only CSS fades it in, once script has run', () => {
    const html = renderToString(
      <Reveal className="card">
        <p>Visible text</p>
      </Reveal>,
    )
    expect(html).toMatch(/^<div class="_reveal_\w+ card"><p>Visible text<\/p><\/div>$/)
  })
})
