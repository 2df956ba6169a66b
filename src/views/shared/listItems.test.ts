import { describe, expect, it } from 'vitest'

import cro from '../../../locales/es/cro.json'
import { AS_OBJECT } from '../../features/i18n/asObject'
import { createSiteI18n } from '../../features/i18n/siteFigures'
import { iconItems, listItems } from './listItems'

const t = createSiteI18n('es', { cro }).getFixedT('es', 'cro')

describe('list items read as objects', () => {
  it('gives each id its title and text in the page’s language, in the order given', () => {
    const steps = listItems(['test', 'research'] as const, (id) => t(`method.${id}`, AS_OBJECT))
    expect(steps).toEqual([
      { id: 'test', title: cro.method.test.title, text: cro.method.test.text },
      { id: 'research', title: cro.method.research.title, text: cro.method.research.text },
    ])
  })

  it('gives each card its icon', () => {
    const [card] = iconItems(['audit'] as const, { audit: 'clipboard-check' }, (id) =>
      t(`features.${id}`, AS_OBJECT),
    )
    expect(card).toMatchObject({
      id: 'audit',
      icon: 'clipboard-check',
      title: cro.features.audit.title,
    })
  })

  it('fails the render, naming what it got, where a key is no item', () => {
    expect(() => listItems(['title'] as const, (id) => t(`method.${id}`, AS_OBJECT))).toThrow(
      `Expected an item with a title and a text, got ${JSON.stringify(cro.method.title)}`,
    )
  })
})
