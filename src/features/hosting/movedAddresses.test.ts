import { expect, it } from 'vitest'

import { movedAddresses } from './movedAddresses'

it('redirects each translated page’s address in English words, and nothing else', () => {
  expect(movedAddresses(['/', '/services/seo', '/blog', '/blog/llm-txt', '/contact/geo'])).toEqual([
    { from: '/es/services/seo', to: '/es/servicios/seo' },
    { from: '/pt/services/seo', to: '/pt/servicos/seo' },
    { from: '/es/contact/geo', to: '/es/contacto/geo' },
    { from: '/pt/contact/geo', to: '/pt/contato/geo' },
  ])
})
