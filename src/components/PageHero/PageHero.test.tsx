import { describe, expect, it } from 'vitest'

import { classDeclarations } from '../../../tests/unit/cssRules'
import { renderInLocale } from '../../../tests/unit/renderInLocale'
import { heroGradients, PageHero } from './PageHero'

// Its trail, heading, words and links on every built page: tests/dist/structuredData.test.ts and pageContent.test.ts.
describe('PageHero', () => {
  it('offers four distinct gradients, default when none is chosen', () => {
    const css = new URL('./PageHero.module.css', import.meta.url)
    const looks = heroGradients.map((gradient) => classDeclarations(css, gradient))
    expect(looks.every((look) => look.includes('gradient'))).toBe(true)
    expect(new Set(looks).size).toBe(4)
    const render = (gradient?: (typeof heroGradients)[number]) =>
      renderInLocale('en', <PageHero title="T" gradient={gradient} />, '/services')
    expect(render('purple')).toMatch(/class="[^"]*purple/)
    expect(render()).toBe(render('default'))
  })
})
