import { afterEach, describe, expect, it } from 'vitest'

import { renderInLocale } from '../../../tests/unit/renderInLocale'
import { site } from '../../config/site'
import { Footer } from './Footer'

// The values the agency has yet to give (docs/legal.md): set here as they would be in site.ts.
const config = site as { telephone: string; whatsapp: string; bookingUrl: string }
afterEach(() => {
  config.telephone = ''
  config.whatsapp = ''
  config.bookingUrl = ''
})

const render = () => renderInLocale('pt', <Footer />)

describe('the footer’s ways to reach us', () => {
  it('offer the email, LinkedIn and X, and no telephone or chat while site.ts has none', () => {
    const html = render()
    expect(html).toContain('mailto:hello@nexadigital.agency')
    expect(html).toContain(site.social.linkedin)
    expect(html).toContain(site.social.twitter)
    expect(html).not.toContain('tel:')
    expect(html).not.toContain('wa.me')
    expect(html).not.toContain('Agende uma conversa')
  })

  it('add the telephone to dial and a WhatsApp chat once given', () => {
    config.telephone = '+52 55 4170 2286'
    config.whatsapp = '+52 55 1234 5678'
    const html = render()
    expect(html).toContain('href="tel:+525541702286"')
    expect(html).toMatch(
      /href="https:\/\/wa\.me\/525512345678"[^>]*>.*Fale com a gente no WhatsApp/,
    )
  })

  it('add a link to book a call once the agency gives its booking page', () => {
    config.bookingUrl = 'https://cal.com/nexadigital/30min'
    expect(render()).toMatch(
      /href="https:\/\/cal\.com\/nexadigital\/30min"[^>]*>.*Agende uma conversa de 30 minutos/,
    )
  })
})
