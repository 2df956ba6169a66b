import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { locales } from '../config/locales'
import { renderBlueprintDocument } from './writeBlueprintDownloads'

const source = (locale: string) =>
  readFileSync(new URL(`../../locales/${locale}/blueprint.md`, import.meta.url), 'utf8')

describe('the blueprint download as visitors read it', () => {
  it.each(locales.map(({ code }) => code))('%s: every placeholder is filled', async (locale) => {
    const rendered = await renderBlueprintDocument(locale, source(locale))
    expect(rendered).not.toContain('{{')
  })

  it('states the quality bar and the roadmap in each language’s own way', async () => {
    const [en, es, pt] = await Promise.all(
      (['en', 'es', 'pt'] as const).map(async (l) => renderBlueprintDocument(l, source(l))),
    )
    expect(en).toContain('The stack, services, workflow and six-week roadmap')
    expect(en).toContain('| under 3 s ')
    expect(en).toContain('| 99.9% target ')
    expect(en).toContain('checks every minute on the apps we host and run')
    expect(en).toContain('about 43 minutes of downtime')
    expect(en).toContain('### Weeks 1–2: Foundation & Setup')
    expect(en).toContain('`qa3` Reach Lighthouse 90+ and a load time under 3 seconds')
    expect(es).toContain('meta de 99.9%')
    expect(es).toContain('Seis semanas del inicio al lanzamiento')
    expect(es).toContain('### Semana 5: Pruebas y QA')
    expect(pt).toContain('meta de 99,9%')
    expect(pt).toContain('os cinco números da seção 2')
  })

  it('fails naming the file when a placeholder is misspelled', async () => {
    await expect(renderBlueprintDocument('pt', 'Em {{semanas}} semanas')).rejects.toThrow(
      'locales/pt/blueprint.md: unknown placeholder {{semanas}}',
    )
  })
})
