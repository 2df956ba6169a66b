import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'

import * as pagefind from 'pagefind'
import type { Plugin } from 'vite'

import { PAGEFIND_PATH } from '../src/features/search/pagefind.ts'
import { afterPrerender } from './afterPrerender.ts'

const UNUSED_FILE = /^pagefind-(?:.*ui|highlight|worker)\.(?:js|css)$/

/** Indexes each indexable page's `<main>` (`data-pagefind-body`), one index per `<html lang>`. */
async function writeSearchIndex(clientOutDir: string): Promise<void> {
  const outputPath = join(clientOutDir, PAGEFIND_PATH)
  await rm(outputPath, { recursive: true, force: true })
  // Neither what screen readers skip (decoration) nor what only they hear ("opens in a new tab").
  const { index, errors } = await pagefind.createIndex({
    excludeSelectors: ['[aria-hidden="true"]', 'a .visually-hidden'],
  })
  try {
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
    const added = await index.addDirectory({ path: clientOutDir })
    if (added.errors.length) throw new Error(`Pagefind: ${added.errors.join('; ')}`)
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`)
    // Pagefind's ready-made interfaces and worker go unused (src/features/search).
    for (const name of await readdir(outputPath)) {
      if (UNUSED_FILE.test(name)) await rm(join(outputPath, name))
    }
  } finally {
    await pagefind.close()
  }
}

export const searchIndex = (clientOutDir: string): Plugin =>
  afterPrerender('search-index', () => writeSearchIndex(clientOutDir))
