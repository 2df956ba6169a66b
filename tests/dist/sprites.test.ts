import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { expect, test } from 'vitest'

import { CLIENT_DIR } from '../../scripts/lib/pageAssets.mjs'
import { builtPagesByPath } from './builtPages'

const pages = [...(await builtPagesByPath()).values()]

test('every icon and picture on every page points at a symbol a built sprite draws', () => {
  const sprites = new Map<string, string>()
  const drawn = (file: string) => {
    if (!sprites.has(file)) sprites.set(file, readFileSync(join(CLIENT_DIR, file), 'utf8'))
    return sprites.get(file) ?? ''
  }
  let uses = 0
  for (const page of pages) {
    for (const use of page.document.querySelectorAll('svg use')) {
      const [file = '', name = ''] = (use.getAttribute('href') ?? '').split('#')
      expect(file, `${page.path}: a drawing outside the sprites`).toMatch(
        /^\/assets\/(icons|pictures)\.[\w-]+\.svg$/,
      )
      expect(drawn(file), `${page.path}: ${file} has no symbol "${name}"`).toContain(
        `<symbol id="${name}" `,
      )
      uses += 1
    }
  }
  // One sprite of icons and one of pictures for the whole site: a visitor downloads each once.
  expect([...sprites.keys()].map((file) => file.split('.')[0]).sort()).toEqual([
    '/assets/icons',
    '/assets/pictures',
  ])
  expect(uses).toBeGreaterThan(pages.length)
})
