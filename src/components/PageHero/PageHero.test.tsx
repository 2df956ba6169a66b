import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { heroGradients, PageHero } from './PageHero'

describe('PageHero', () => {
  it('holds the page heading, its subtitle and actions', () => {
    const html = renderToString(
      <PageHero eyebrow="Services" title="Services that scale." subtitle="Growth, engineered.">
        <a href="/contact">Start</a>
      </PageHero>,
    )
    expect(html).toMatch(/<h1[^>]*>Services that scale\.<\/h1>/)
    expect(html).toContain('Growth, engineered.')
    expect(html).toContain('<a href="/contact">Start</a>')
  })

  it('offers four distinct gradients, default when none is chosen', () => {
    const render = (gradient?: (typeof heroGradients)[number]) =>
      renderToString(<PageHero title="T" gradient={gradient} />)
    expect(new Set(heroGradients.map(render)).size).toBe(4)
    expect(render()).toBe(render('default'))
  })
})
