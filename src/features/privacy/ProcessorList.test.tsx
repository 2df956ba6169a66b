import { afterEach, describe, expect, it } from 'vitest'

import ptPrivacy from '../../../locales/pt/privacy.json'
import { renderInLocale } from '../../../tests/unit/renderInLocale'
import { site } from '../../config/site'
import { ProcessorList } from './ProcessorList'

// What the agency confirms (docs/legal.md), set here as it would be in site.ts.
const form = site.processors.form as { anpdClausesConfirmed: boolean }
afterEach(() => {
  form.anpdClausesConfirmed = false
})

const render = () => renderInLocale('pt', <ProcessorList />, '/privacy', { privacy: ptPrivacy })
const { standardClauses, items } = ptPrivacy.processors

// The built notices, as configured today: tests/dist/legalPages.test.ts.
describe('what a transfer from Brazil rests on', () => {
  it('once a processor’s terms are confirmed to include them: the ANPD clauses, for it alone', () => {
    form.anpdClausesConfirmed = true
    const html = render()
    expect(html).toContain(standardClauses)
    expect(html).not.toContain(items.form.transferBasis)
    expect(html).toContain(items.host.transferBasis)
  })
})
