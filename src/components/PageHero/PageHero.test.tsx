import { describe, expect, it } from 'vitest'

import esSeo from '../../../locales/es/seo.json'
import { classDeclarations } from '../../../tests/unit/cssRules'
import { renderInLocale } from '../../../tests/unit/renderInLocale'
import { heroGradients, PageHero } from './PageHero'

describe('PageHero', () => {
  it('holds where the page sits, the page heading, its subtitle and actions', () => {
    const html = renderInLocale(
      'es',
      <PageHero eyebrow="Services" title="Services that scale." subtitle="Growth, engineered.">
        <a href="/contact">Start</a>
      </PageHero>,
      '/services/seo',
      { seo: esSeo },
    )
    expect(html).toMatch(
      /<nav aria-label="Ruta de navegación".*<a href="\/es".*>Inicio<\/a>.*<a href="\/es\/servicios".*>Servicios<\/a>.*<span aria-current="page">SEO<\/span>/,
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
      renderInLocale('en', <PageHero title="T" gradient={gradient} />, '/services')
    expect(render('purple')).toMatch(/class="[^"]*purple/)
    expect(render()).toBe(render('default'))
  })
})
