import { describe, expect, it } from 'vitest'

import { shareLinks } from './shareLinks'

describe('shareLinks', () => {
  const title = 'Diseño UX: 7 principios & más?'
  const url = 'https://nexadigital.agency/es/blog/ux-design-principles'
  const links = shareLinks(title, url)

  it('shares on X with the title and the page’s own address, both encoded', () => {
    const share = new URL(links.x)
    expect(share.origin + share.pathname).toBe('https://x.com/intent/tweet')
    expect(share.searchParams.get('text')).toBe(title)
    expect(share.searchParams.get('url')).toBe(url)
    expect(links.x).toContain('text=Dise%C3%B1o%20UX%3A%207%20principios%20%26%20m%C3%A1s%3F')
  })

  it('shares on LinkedIn with the address and the title', () => {
    const share = new URL(links.linkedin)
    expect(share.origin + share.pathname).toBe('https://www.linkedin.com/shareArticle')
    expect(share.searchParams.get('url')).toBe(url)
    expect(share.searchParams.get('title')).toBe(title)
  })
})
