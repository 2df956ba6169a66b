import { describe, expect, it } from 'vitest'

import { classDeclarations } from '../../../tests/unit/cssRules'
import { renderInLocale } from '../../../tests/unit/renderInLocale'
import { Button, buttonSizes, buttonVariants } from './Button'

describe('Button', () => {
  it('is a localized link for an internal page', () => {
    expect(renderInLocale('pt', <Button to="/contact">Go</Button>)).toMatch(
      /^<a[^>]*href="\/pt\/contato"/,
    )
  })

  it('is a plain link to a file, in this tab', () => {
    const html = renderInLocale(
      'en',
      <Button href="/file.md" download="file.md">
        Go
      </Button>,
    )
    expect(html).toMatch(/^<a href="\/file.md" download="file.md"/)
    expect(html).not.toContain('target')
  })

  it('is a real button otherwise, type button unless told', () => {
    expect(renderInLocale('en', <Button>Go</Button>)).toMatch(/^<button type="button"/)
    expect(
      renderInLocale(
        'en',
        <Button type="submit" disabled>
          Go
        </Button>,
      ),
    ).toMatch(/^<button type="submit" disabled=""/)
  })

  it('has a distinct look for each of the four variants and four sizes', () => {
    const css = new URL('./Button.module.css', import.meta.url)
    for (const group of [buttonVariants, buttonSizes]) {
      const looks = group.map((name) => classDeclarations(css, name))
      expect(looks.every(Boolean), `${group.join(', ')} each have rules`).toBe(true)
      expect(new Set(looks).size).toBe(group.length)
    }
    const html = renderInLocale(
      'en',
      <Button variant="ghost" size="xlarge">
        x
      </Button>,
    )
    expect(html).toMatch(/class="[^"]*ghost[^"]*xlarge/)
  })
})
