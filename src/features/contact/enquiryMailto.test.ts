import { describe, expect, it } from 'vitest'

import { enquiryMailto } from './enquiryMailto'

describe('enquiryMailto', () => {
  it('writes subject and body so a mail program shows them as typed', () => {
    const link = enquiryMailto('hello@example.com', 'Solicitud de Ana & Co', [
      'Nombre: Ana + Luis',
      '',
      'Hola, ¿cómo están?',
    ])
    expect(link.startsWith('mailto:hello@example.com?subject=')).toBe(true)
    expect(link).not.toContain('+')
    const query = new URLSearchParams(link.slice(link.indexOf('?') + 1))
    expect(query.get('subject')).toBe('Solicitud de Ana & Co')
    expect(query.get('body')).toBe('Nombre: Ana + Luis\n\nHola, ¿cómo están?')
  })
})
