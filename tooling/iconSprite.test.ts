import { expect, test } from 'vitest'

import { spriteSvg } from './iconSprite'

test('each icon becomes one symbol named after it, drawn with its own shapes and no React key', () => {
  const svg = spriteSvg([
    ['check', [['path', { d: 'M20 6 9 17l-5-5', key: 'abc' }]]],
    [
      'clock',
      [
        ['circle', { cx: '12', cy: '12', r: '10', key: 'x' }],
        ['path', { d: 'M12 6v6l4 2', key: 'y' }],
      ],
    ],
  ])
  expect(svg).toBe(
    '<svg xmlns="http://www.w3.org/2000/svg">' +
      '<symbol id="check" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"/></symbol>' +
      '<symbol id="clock" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/></symbol>' +
      '</svg>\n',
  )
})

test('an element with children keeps them inside it', () => {
  expect(spriteSvg([['nested', [['g', { key: 'g' }, [['path', { d: 'M1 1' }]]]]]])).toContain(
    '<symbol id="nested" viewBox="0 0 24 24"><g><path d="M1 1"/></g></symbol>',
  )
})

test('attribute values cannot break out of their quotes', () => {
  expect(spriteSvg([['odd', [['path', { d: '"/><script>' }]]]])).toContain(
    '<path d="&quot;/>&lt;script>"/>',
  )
})
