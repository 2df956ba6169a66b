import { describe, expect, it } from 'vitest'

import { createI18n } from './createI18n'
import { loadNamespaces } from './resources'

async function i18nFor(locale: 'en' | 'es' | 'pt') {
  const resources = await loadNamespaces(locale, ['common'])
  // A text as a page's namespace would hold it, beside the number words in `common`.
  return createI18n(
    locale,
    {
      ...resources,
      page: {
        heading: '{{ways, words, capitalize}}',
        inline: '{{ways, words}}',
        languages: '{{languages, words}}',
      },
    },
    { languages: '3' },
  )
}

describe('counts written in words', () => {
  it.each([
    ['en', 'Five', 'five'],
    ['es', 'Cinco', 'cinco'],
    ['pt', 'Cinco', 'cinco'],
  ] as const)(
    '%s: a heading counts the cards in the page’s language',
    async (locale, start, inline) => {
      const { t } = await i18nFor(locale)
      expect(t('page:heading', { ways: 5 })).toBe(start)
      expect(t('page:inline', { ways: 5 })).toBe(inline)
    },
  )

  it('writes one of the agency’s figures in words too', async () => {
    const { t } = await i18nFor('pt')
    expect(t('page:languages')).toBe('três')
  })

  it('writes a count past twenty in figures, the language’s way', async () => {
    const { t } = await i18nFor('es')
    expect(t('page:inline', { ways: 1200 })).toBe('1200')
    expect(t('page:inline', { ways: 21 })).toBe('21')
  })
})
