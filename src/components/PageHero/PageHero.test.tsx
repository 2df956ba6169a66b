import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { classDeclarations } from '../../../tests/unit/cssRules'
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
    const css = new URL('./PageHero.module.css', import.meta.url)
    const looks = heroGradients.map((gradient) => classDeclarations(css, gradient))
    expect(looks.every((look) => look.includes('gradient'))).toBe(true)
    expect(new Set(looks).size).toBe(4)
    const render = (gradient?: (typeof heroGradients)[number]) =>
      renderToString(<PageHero title="T" gradient={gradient} />)
    expect(render('purple')).toMatch(/class="[^"]*purple/)
    expect(render()).toBe(render('default'))
  })
})
