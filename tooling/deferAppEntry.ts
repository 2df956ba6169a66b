import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import type { Plugin } from 'vite'

import { deferAppEntry } from '../src/features/app-loader/appLoader.ts'
import { afterPrerender } from './afterPrerender.ts'

/** Every HTML file under a folder. */
async function htmlFilesIn(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true })
  return names.filter((name) => name.endsWith('.html')).map((name) => join(dir, name))
}

/**
 * After the prerender, puts the app loader in place of Vike's entry tag in every page
 * (src/features/app-loader/appLoader.ts). Vike writes that tag itself and offers no way to
 * change it, so the built files are rewritten, once, before anything else reads them.
 */
export function deferAppEntryPlugin(clientOutDir: string): Plugin {
  return afterPrerender('defer-app-entry', async () => {
    for (const file of await htmlFilesIn(clientOutDir)) {
      const html = await readFile(file, 'utf8')
      const deferred = deferAppEntry(html)
      if (deferred !== html) await writeFile(file, deferred)
    }
  })
}
