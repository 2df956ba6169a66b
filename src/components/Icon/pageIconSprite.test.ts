import { expect, test } from 'vitest'

import { pageIconSprite, spriteSymbols } from './pageIconSprite'

const sprite = spriteSymbols(
  '<svg xmlns="http://www.w3.org/2000/svg">' +
    '<symbol id="icon-check" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"/></symbol>' +
    '<symbol id="icon-clock" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/></symbol>' +
    '<symbol id="icon-x" viewBox="0 0 24 24"><path d="M18 6 6 18"/></symbol>' +
    '</svg>\n',
)

const use = (id: string) => `<svg width="24" height="24"><use href="#${id}"></use></svg>`

test('a page carries the symbols of the icons it draws, each once, and no other', () => {
  const html = `<main>${use('icon-clock')}<p>text</p>${use('icon-check')}${use('icon-clock')}</main>`
  expect(pageIconSprite(html, sprite)).toBe(
    '<svg xmlns="http://www.w3.org/2000/svg" class="icon-sprite" width="0" height="0" aria-hidden="true" focusable="false">' +
      '<symbol id="icon-clock" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/></symbol>' +
      '<symbol id="icon-check" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"/></symbol>' +
      '</svg>',
  )
})

test('a page without icons carries nothing, and a link to a fragment is not an icon', () => {
  expect(
    pageIconSprite(
      '<a href="#main">Skip</a><svg><use href="/pictures.svg#robot"></use></svg>',
      sprite,
    ),
  ).toBe('')
})

test('an icon the sprite lacks fails the build, named', () => {
  expect(() => pageIconSprite(use('icon-rocket'), sprite)).toThrow('"icon-rocket"')
})
