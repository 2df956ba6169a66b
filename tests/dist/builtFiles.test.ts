import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

import { expect, test } from 'vitest'

import { indexNowKey } from '../../src/config/crawlers'
import { builtFiles } from './builtPages'

test('the built site carries no build-machine path, local enquiries file or server-side setting, only the public form settings', () => {
  const projectRoot = resolve('.')
  const texts = builtFiles()
    .filter((file) => /\.(js|html|json|xml|txt)$/.test(file))
    .map((file) => [file, readFileSync(file, 'utf8')] as const)
  for (const [file, text] of texts) {
    expect(text.includes(projectRoot), file).toBe(false)
    expect(text, file).not.toMatch(/enquiries\.local|ENQUIRIES_FILE|process\.env/)
  }
  expect(texts.some(([, text]) => text.includes('/api/enquiries'))).toBe(true)
})

test("serves the IndexNow key as its own file, so engines accept the site's pings", () => {
  expect(readFileSync(`dist/client/${indexNowKey}.txt`, 'utf8')).toBe(indexNowKey)
})
