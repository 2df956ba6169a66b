import { describe, expect, it } from 'vitest'

import { renderInLocale } from '../../../tests/unit/renderInLocale'
import { CallToAction } from './CallToAction'

// Each page's closing offer and its link, in every language: tests/dist/waysToTalk.test.ts; the audit's two buttons in Spanish: pageContent.test.ts.
describe('CallToAction', () => {
  it('offers the free audit and the services in English, with the three assurances', () => {
    const html = renderInLocale('en', <CallToAction />)
    expect(html).toMatch(/<a[^>]*href="\/contact\/seo-audit"[^>]*>Get Your Free Audit/)
    expect(html).toMatch(/<a[^>]*href="\/services"[^>]*>Explore Our Services/)
    for (const text of ['No commitments', 'Results in 48 hours', 'AI-powered insights']) {
      expect(html).toContain(text)
    }
  })

  it('can send its second button to the client results instead', () => {
    const html = renderInLocale('es', <CallToAction secondary="clients" />)
    expect(html).toMatch(/<a[^>]*href="\/es\/clientes"[^>]*>Ve resultados de clientes/)
  })

  it('on a software page, offers a scoping call, with it chosen in the form', () => {
    const html = renderInLocale('pt', <CallToAction offer="saas-scoping" />)
    expect(html).toMatch(/<a[^>]*href="\/pt\/contato\/saas-scoping"[^>]*>Agende uma conversa/)
    expect(html).toContain('Tem um produto para construir?')
    expect(html).toContain('Preço fixo, combinado desde o início')
    expect(html).not.toContain('auditoria')
  })
})
