import { describe, expect, it } from 'vitest'

import { fixtureTable } from '../../../tests/unit/fixtures'
import type { Locale } from '../../config/locales'
import { resolveIn } from '../../routing/resolve'
import { switcherPath } from './switcherPath'

/** A page as the layout shows it: resolved in the table, here with the same path everywhere. */
const shown = (path: string, paths: Partial<Record<Locale, string>> = {}) => ({
  logicalPath: path,
  resolved: resolveIn(fixtureTable, path),
  pathIn: (locale: Locale) => paths[locale] ?? path,
})

describe('switcherPath', () => {
  it('keeps the page when it exists', () => {
    expect(switcherPath(shown('/services/seo'), 'es')).toBe('/services/seo')
    expect(switcherPath(shown('/'), 'pt')).toBe('/')
  })

  it('leads to the post in the other language, under that language’s slug', () => {
    const post = shown('/blog/cro-for-saas', { es: '/blog/cro-para-saas' })
    expect(switcherPath(post, 'es')).toBe('/blog/cro-para-saas')
    expect(switcherPath(post, 'pt')).toBe('/blog/cro-for-saas')
  })

  it('leads to the home page from a page that exists in no language', () => {
    expect(switcherPath(shown('/no-such-page'), 'es')).toBe('/')
    expect(switcherPath(shown('/services/seo/extra'), 'pt')).toBe('/')
  })
})
