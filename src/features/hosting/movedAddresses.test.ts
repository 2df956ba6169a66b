import { expect, it } from 'vitest'

import type { Locale } from '../../config/locales'
import { movedAddresses } from './movedAddresses'

/** A page whose address differs by language only in the table's words. */
const page = (path: string) => ({ logicalPath: path, pathIn: () => path })

/** A post with a slug of its own in some languages. */
const post = (slugs: Partial<Record<Locale, string>>, english: string) => ({
  logicalPath: `/blog/${english}`,
  pathIn: (locale: Locale) => `/blog/${slugs[locale] ?? english}`,
})

it('redirects each translated page’s address in English words, and nothing else', () => {
  const pages = ['/', '/services/seo', '/blog', '/blog/llm-txt', '/contact/geo'].map(page)
  expect(movedAddresses(pages)).toEqual([
    { from: '/es/services/seo', to: '/es/servicios/seo' },
    { from: '/pt/services/seo', to: '/pt/servicos/seo' },
    { from: '/es/contact/geo', to: '/es/contacto/geo' },
    { from: '/pt/contact/geo', to: '/pt/contato/geo' },
  ])
})

it('redirects a post’s English slug in a language that gave it its own', () => {
  expect(movedAddresses([post({ es: 'cro-para-saas' }, 'cro-for-saas')])).toEqual([
    { from: '/es/blog/cro-for-saas', to: '/es/blog/cro-para-saas' },
  ])
})

it('leaves an old address that is another page now to that page', () => {
  // The Spanish slug of one post is the English slug of another: its page, not a redirect.
  const pages = [post({ es: 'seo-local' }, 'local-seo'), post({ es: 'seo-en-mapas' }, 'seo-local')]
  expect(movedAddresses(pages)).toEqual([{ from: '/es/blog/local-seo', to: '/es/blog/seo-local' }])
})
