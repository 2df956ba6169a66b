import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { expect, test } from 'vitest'

import { CLIENT_DIR } from '../../scripts/lib/pageAssets.mjs'
import { builtPagesByPath } from './builtPages'

const pages = [...(await builtPagesByPath()).values()]

test('every icon on every page points at a symbol the built sprite draws', () => {
  const sprites = new Map<string, string>()
  const drawn = (file: string) => {
    if (!sprites.has(file)) sprites.set(file, readFileSync(join(CLIENT_DIR, file), 'utf8'))
    return sprites.get(file) ?? ''
  }
  let icons = 0
  for (const page of pages) {
    for (const use of page.document.querySelectorAll('svg use')) {
      const [file = '', name = ''] = (use.getAttribute('href') ?? '').split('#')
      expect(file, `${page.path}: an icon outside the sprite`).toMatch(/^\/assets\/icons\.[\w-]+\.svg$/)
      expect(drawn(file), `${page.path}: ${file} has no icon "${name}"`).toContain(
        `<symbol id="${name}" `,
      )
      icons += 1
    }
  }
  // One sprite for the whole site, so a visitor downloads it once.
  expect(sprites.size).toBe(1)
  expect(icons).toBeGreaterThan(pages.length)
})
