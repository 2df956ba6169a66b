import { describe, expect, it } from 'vitest'

import contact from '../../../locales/pt/contact.json'
import search from '../../../locales/pt/search.json'
import { heroText } from './heroText'

describe('heroText', () => {
  it('takes a hero’s eyebrow, title and subtitle, and nothing else', () => {
    expect(heroText(contact.hero)).toEqual({
      eyebrow: contact.hero.eyebrow,
      title: contact.hero.title,
      subtitle: contact.hero.subtitle,
    })
    expect(heroText({ ...search.hero, cta: 'Buscar' })).toEqual({
      eyebrow: undefined,
      title: search.hero.title,
      subtitle: search.hero.subtitle,
    })
  })

  it('fails the render where the hero has no title', () => {
    expect(() => heroText('hero')).toThrow('Expected a hero with a title, got "hero"')
  })
})
