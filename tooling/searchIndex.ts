import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'

import * as pagefind from 'pagefind'
import type { Plugin } from 'vite'

import { PAGEFIND_PATH } from '../src/features/search/pagefind.ts'

const UNUSED_FILE = /^pagefind-(?:.*ui|highlight|worker)\.(?:js|css)$/

/**
 * Builds the site search's index from the prerendered pages, one index per language (Pagefind
 * splits by `<html lang>`, and the search page loads its own language's). Only what pages mark
 * with `data-pagefind-body` is read: the `<main>` of every indexable page (src/app/Layout.tsx),
 * so the header, the footer, the language notice, the not-found pages and the search page
 * itself are left out. Page sections' headings carry Pagefind's top weight (Section.tsx): a page
 * whose heading names the query ("pricing") ranks above posts that mention it.
 */
async function writeSearchIndex(clientOutDir: string): Promise<void> {
  const outputPath = join(clientOutDir, PAGEFIND_PATH)
  await rm(outputPath, { recursive: true, force: true })
  // What screen readers skip is decoration (icons, emoji, repeated figures): not text to find,
  // nor to show in an excerpt. Nor is what only they hear inside a link, "(opens in a new tab)".
  const { index, errors } = await pagefind.createIndex({
    excludeSelectors: ['[aria-hidden="true"]', 'a .visually-hidden'],
  })
  try {
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
    const added = await index.addDirectory({ path: clientOutDir })
    if (added.errors.length) throw new Error(`Pagefind: ${added.errors.join('; ')}`)
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`)
    // Pagefind also writes its ready-made interfaces and a worker; the site uses neither
    // (src/features/search), so they are not deployed.
    for (const name of await readdir(outputPath)) {
      if (UNUSED_FILE.test(name)) await rm(join(outputPath, name))
    }
  } finally {
    await pagefind.close()
  }
}

/**
 * Indexes the prerendered pages, as they will be served. Vike prerenders when the server build
 * is written, so the index is written when the server environment closes (the client's closes
 * first).
 */
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
