import { afterEach, describe, expect, it } from 'vitest'

import esContact from '../../../locales/es/contact.json'
import { renderInLocale } from '../../../tests/unit/renderInLocale'
import { site, socialProfiles } from '../../config/site'
import { createFormatting } from '../../features/i18n/formatting'
import { createSiteI18n } from '../../features/i18n/siteFigures'
import { businessJsonLd } from '../../features/seo/businessJsonLd'
import { businessHours } from './businessHours'
import { ContactDetails } from './ContactDetails'

// The values the agency has yet to give (docs/legal.md): set here as it would be in site.ts.
const config = site as { telephone: string; whatsapp: string; bookingUrl: string }
afterEach(() => {
  config.telephone = ''
  config.whatsapp = ''
  config.bookingUrl = ''
})

const render = () => renderInLocale('es', <ContactDetails />, '/contact', { contact: esContact })
const markup = () => businessJsonLd('es', createSiteI18n('es', {}).t)

describe('beside the form', () => {
  it('gives the email, hours, response time and location, and opens the social profiles in a new tab', () => {
    const { t } = createSiteI18n('es', { contact: esContact })
    const html = render()
    expect(html).toContain(`<a href="mailto:${site.email}">${site.email}</a>`)
    expect(html).toContain(t('contact:details.hoursValue', businessHours(createFormatting('es'))))
    expect(html).toContain(t('contact:details.responseValue'))
    expect(html).toContain(t('contact:details.locationValue'))
    for (const { url } of socialProfiles) {
      expect(html).toContain(`<a href="${url}" target="_blank" rel="noopener noreferrer"`)
    }
  })
})

describe('the office telephone', () => {
  it('is neither shown nor marked up while site.ts has none', () => {
    expect(render()).not.toContain('Teléfono')
    expect(render()).not.toContain('tel:')
    expect(markup()).not.toHaveProperty('telephone')
  })

  it('once given, is shown as a link to dial and stated in the business markup', () => {
    config.telephone = '+52 55 4170 2286'
    const html = render()
    expect(html).toContain('Teléfono')
    expect(html).toContain('<a href="tel:+525541702286">+52 55 4170 2286</a>')
    expect(markup()).toHaveProperty('telephone', '+52 55 4170 2286')
  })
})

describe('the WhatsApp chat', () => {
  it('is not offered while site.ts has no number', () => {
    expect(render()).not.toContain('WhatsApp')
    expect(render()).not.toContain('wa.me')
  })

  it('once given, opens a chat with that number in WhatsApp', () => {
    config.whatsapp = '+52 55 4170 2286'
    const html = render()
    expect(html).toContain('WhatsApp')
    expect(html).toMatch(/<a href="https:\/\/wa\.me\/525541702286"[^>]*>\+52 55 4170 2286/)
  })
})

describe('the booking page', () => {
  it('is not linked while site.ts has none', () => {
    expect(render()).not.toContain('Agenda una llamada')
  })

  it('once given, is linked for a call of the length the site promises', () => {
    config.bookingUrl = 'https://cal.com/nexadigital/30min'
    expect(render()).toMatch(
      /<a href="https:\/\/cal\.com\/nexadigital\/30min"[^>]*>Elige un horario para una llamada de 30 minutos/,
    )
  })
})
