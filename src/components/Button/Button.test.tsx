import { describe, expect, it } from 'vitest'

import { renderInLocale } from '../../../tests/unit/renderInLocale'
import { Button, buttonSizes, buttonVariants } from './Button'

describe('Button', () => {
  it('is a localized link for an internal page', () => {
    expect(renderInLocale('pt', <Button to="/contact">Go</Button>)).toMatch(
      /^<a[^>]*href="\/pt\/contact"/,
    )
  })

  it('is a plain link for an outside address, new tab only on request and then safely', () => {
    expect(renderInLocale('en', <Button href="https://example.com">Go</Button>)).not.toContain(
      'target',
    )
    const newTab = renderInLocale(
      'en',
      <Button href="https://example.com" newTab>
        Go
      </Button>,
    )
    expect(newTab).toContain('target="_blank"')
    expect(newTab).toContain('rel="noopener noreferrer"')
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

  it('has a distinct look for each of the five variants and four sizes', () => {
    const classes = new Set(
      buttonVariants.flatMap((variant) =>
        buttonSizes.map((size) =>
          renderInLocale(
            'en',
            <Button variant={variant} size={size}>
              x
            </Button>,
          ),
        ),
      ),
    )
    expect(classes.size).toBe(buttonVariants.length * buttonSizes.length)
  })
})
