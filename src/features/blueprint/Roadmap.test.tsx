import { describe, expect, it } from 'vitest'

import { renderInLocale } from '../../../tests/unit/renderInLocale'
import type { Locale } from '../../config/locales'
import { BLUEPRINT_PATH } from '../../routing/paths'
import { loadNamespaces } from '../i18n/resources'
import { RESTORE_CHECKLIST_SCRIPT } from './restoreChecklistScript'
import { Roadmap } from './Roadmap'

/** Text as a reader gets it from the HTML: no tags, no React's text separators. */
const readable = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

const prerender = async (locale: Locale) =>
  renderInLocale(locale, <Roadmap />, BLUEPRINT_PATH, await loadNamespaces(locale, ['blueprint']))

describe('Roadmap, as prerendered', () => {
  it('has twenty labelled checkboxes, none ticked, and no progress yet (es)', async () => {
    const html = await prerender('es')
    expect(html.match(/<input type="checkbox"/g)).toHaveLength(20)
    expect(html).not.toMatch(/<input[^>]* checked/)
    expect(html).toMatch(
      /<label[^>]*><input type="checkbox"[^>]*data-checklist-item="setup1"[^>]*\/><span>Crear el repositorio con ramas protegidas e integración continua<\/span><\/label>/,
    )
    expect(readable(html)).toContain('Avance total')
    expect(readable(html)).toContain('0 de 20 listos')
    expect(readable(html)).toContain('Semanas 1–2 Fase actual Bases y configuración 0 de 5 listos')
    expect(readable(html)).toContain('Semana 5 Pruebas y QA 0 de 5 listos')
  })

  it('ends with the restore script, after every box it ticks (pt)', async () => {
    const html = await prerender('pt')
    expect(readable(html)).toContain('0 de 20 concluídos')
    expect(html.endsWith(`<script>${RESTORE_CHECKLIST_SCRIPT}</script></div>`)).toBe(true)
  })
})
