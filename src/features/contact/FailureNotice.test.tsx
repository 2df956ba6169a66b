import { afterEach, describe, expect, it } from 'vitest'

import ptContact from '../../../locales/pt/contact.json'
import { renderInLocale } from '../../../tests/unit/renderInLocale'
import { site } from '../../config/site'
import { emptyDraft } from './enquiry'
import { FailureNotice } from './FailureNotice'
import type { FailureReason } from './submitEnquiry'

// The number the agency has yet to give (docs/legal.md): set here as it would be in site.ts.
const config = site as { whatsapp: string }
afterEach(() => {
  config.whatsapp = ''
})

const draft = { ...emptyDraft, name: 'Ana', service: 'seo' as const, message: 'Olá, tudo bem?' }
const render = (reason: FailureReason = 'offline') =>
  renderInLocale(
    'pt',
    <FailureNotice reason={reason} draft={draft} budgetLabel={() => ''} />,
    '/contact',
    { contact: ptContact },
  )

describe('a failed send', () => {
  it('offers the message by email only, while site.ts has no WhatsApp number', () => {
    const html = render()
    expect(html).toContain(ptContact.form.failed.offline)
    expect(html).toContain(`href="mailto:${site.email}?subject=`)
    expect(html).not.toContain('wa.me')
  })

  it('that gave up waiting says for how long, in the visitor’s language', () => {
    expect(render('timeout')).toContain(ptContact.form.failed.timeout.replace('{{seconds}}', '15'))
  })

  it('once the agency has a number, offers it on WhatsApp too, every field written out', () => {
    config.whatsapp = '+55 11 4170 2286'
    const html = render()
    const href = /href="(https:\/\/wa\.me\/[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
    expect(href?.startsWith('https://wa.me/551141702286?text=')).toBe(true)
    const text = new URL(href ?? '').searchParams.get('text')
    expect(text).toContain(`${ptContact.form.service.label}: ${ptContact.form.service.options.seo}`)
    expect(text).toContain('Olá, tudo bem?')
    expect(html).toContain(ptContact.form.whatsappDraft)
  })
})
