import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { expect, test } from '@playwright/test'

const projectRoot = fileURLToPath(new URL('../..', import.meta.url))
const clientDir = join(projectRoot, 'dist/client')

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

test.describe('the built site', () => {
  test('carries no build-machine path, local enquiries file or server-side setting, only the public form settings', async () => {
    const texts = await Promise.all(
      (await filesUnder(clientDir))
        .filter((file) => /\.(js|html|json|xml|txt)$/.test(file))
        .map(async (file) => [file, await readFile(file, 'utf8')] as const),
    )
    expect(texts.length).toBeGreaterThan(50)
    for (const [file, text] of texts) {
      expect(text.includes(projectRoot), file).toBe(false)
      expect(text, file).not.toMatch(/enquiries\.local|ENQUIRIES_FILE|process\.env/)
    }
    // What the form needs is there: the endpoint it posts to.
    expect(texts.some(([, text]) => text.includes('/api/enquiries'))).toBe(true)
  })
})
