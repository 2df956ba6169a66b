import { expect, it } from 'vitest'

import type { Locale } from '../../config/locales'
import { movedAddresses } from './movedAddresses'

/** A post with a slug of its own in some languages. */
const post = (slugs: Partial<Record<Locale, string>>, english: string) => ({
  logicalPath: `/blog/${english}`,
  pathIn: (locale: Locale) => `/blog/${slugs[locale] ?? english}`,
})

it('leaves an old address that is another page now to that page', () => {
  // The Spanish slug of one post is the English slug of another: its page, not a redirect.
  const pages = [post({ es: 'seo-local' }, 'local-seo'), post({ es: 'seo-en-mapas' }, 'seo-local')]
  expect(movedAddresses(pages)).toEqual([{ from: '/es/blog/local-seo', to: '/es/blog/seo-local' }])
})
