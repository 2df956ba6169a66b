import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { initials } from './initials'
import { Portrait } from './Portrait'

describe('a person’s portrait', () => {
  it('is their photo, sized and without alt text, once the content names one', () => {
    const html = renderToStaticMarkup(
      <Portrait name="Lucía Paredes" photo="/images/people/lucia.jpg" size="xlarge" />,
    )
    expect(html).toMatch(/^<img [^>]*src="\/images\/people\/lucia.jpg"/)
    expect(html).toContain('alt=""')
    expect(html).toContain('width="160" height="160"')
    expect(html).not.toContain('LP')
  })

  it('until then, is their initials, hidden from screen readers, in the same colour everywhere', () => {
    const html = renderToStaticMarkup(<Portrait name="Lucía Paredes" size="small" />)
    expect(html).toMatch(/^<span [^>]*aria-hidden="true"[^>]*>LP<\/span>$/)
    expect(html).not.toContain('<img')
    expect(renderToStaticMarkup(<Portrait name="Lucía Paredes" size="xlarge" />)).toContain(
      /data-tone="(\d)"/.exec(html)?.[0],
    )
  })

  it.each([
    ['Ana Beatriz Rocha', 'AR'],
    ['Diego Hernández', 'DH'],
    ['Órbita', 'Ó'],
    ['  Émily   carter ', 'ÉC'],
  ])('writes %s as %s', (name, letters) => {
    expect(initials(name)).toBe(letters)
  })
})
