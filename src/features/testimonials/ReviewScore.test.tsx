import { afterEach, describe, expect, it } from 'vitest'

import ptTestimonials from '../../../locales/pt/testimonials.json'
import { renderInLocale } from '../../../tests/unit/renderInLocale'
import { site } from '../../config/site'
import { ReviewScore } from './ReviewScore'

// A value the agency has yet to give (docs/legal.md): set here as it would be in site.ts.
const config = site as { reviewSource: { name: string; url: string } }
afterEach(() => {
  config.reviewSource = { name: '', url: '' }
})

const render = () =>
  renderInLocale('pt', <ReviewScore />, '/clients', { testimonials: ptTestimonials })

describe('the clients’ rating', () => {
  it('is not shown while no one could check it', () => {
    expect(render()).toBe('')
  })

  it('once its source is given, is shown with a link to the reviews', () => {
    config.reviewSource = { name: 'Clutch', url: 'https://clutch.co/profile/nexa-digital' }
    const html = render()
    expect(html).toContain('4,9')
    expect(html).toContain('127')
    expect(html).toMatch(
      /<a href="https:\/\/clutch.co\/profile\/nexa-digital" target="_blank"[^>]*>Veja as avaliações em Clutch/,
    )
  })
})
