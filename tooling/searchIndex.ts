import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'

import * as pagefind from 'pagefind'
import type { Plugin } from 'vite'

import { PAGEFIND_PATH } from '../src/features/search/pagefind.ts'

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

/** Indexes the pages when the server environment closes: Vike prerenders when it is written. */
export function searchIndex(clientOutDir: string): Plugin {
  // Only after a build that wrote its bundle: a failed one's own error is the one to show.
  let written = false
  return {
    name: 'search-index',
    apply: 'build',
    writeBundle() {
      if (this.environment.name === 'ssr') written = true
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (this.environment.name === 'ssr' && written) await writeSearchIndex(clientOutDir)
      },
    },
  }
}
