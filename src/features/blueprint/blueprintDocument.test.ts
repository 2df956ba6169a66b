import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { locales } from '../../config/locales'
import { site } from '../../config/site'
import { checklistItemIds } from '../../content/blueprint'
import { officialDocs, qaProductId } from '../../content/blueprintStack'
import { BLUEPRINT_PATH } from '../../routing/paths'
import { loadNamespaces } from '../i18n/resources'
import { absoluteUrl } from '../seo/absoluteUrl'

/** The downloads are Markdown a translator edits by hand: each must keep saying what its page says. */
describe.each(locales.map(({ code }) => code))('the %s blueprint download', (locale) => {
  const markdown = readFileSync(
    new URL(`../../../locales/${locale}/blueprint.md`, import.meta.url),
    'utf8',
  )

  it('is a Markdown document with one title', () => {
    expect(markdown.startsWith('# ')).toBe(true)
    expect(markdown.match(/^# /gm)).toHaveLength(1)
  })

  it('lists the page’s twenty checklist items, word for word, under their ids', async () => {
    const { blueprint } = await loadNamespaces(locale, ['blueprint'])
    const labels = (blueprint as { checklist: Record<string, string> }).checklist
    for (const id of checklistItemIds) {
      expect(markdown).toContain(`- [ ] \`${id}\` ${labels[id]}\n`)
    }
  })

  it('links to its own page, the agency, the product studio, the testing product and the docs', () => {
    const qaProduct = site.projects.find((project) => project.id === qaProductId)
    for (const address of [
      absoluteUrl(locale, BLUEPRINT_PATH),
      site.email,
      site.productStudio.url,
      qaProduct?.url ?? 'missing',
      ...officialDocs.map(({ url }) => url),
    ]) {
      expect(markdown).toContain(address)
    }
  })
})
