import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import { deferAppEntry } from '../src/features/app-loader/appLoader.ts'
import type { AfterPrerenderStep } from './afterPrerender.ts'
import {
  appStartChunks,
  builtFileOf,
  chunkGraphOf,
  readClientManifest,
  viewChunks,
} from './appStartChunks.ts'

/**
 * Puts the app loader in place of Vike's entry tag in every prerendered page
 * (src/features/app-loader/appLoader.ts), with the scripts the app starts with and those of the
 * page's view, read from the client build's manifest. Vike writes that tag itself and offers no
 * way to change it, so the built files are rewritten, once, before anything else reads them; a
 * page without the tag fails the build, named.
 */
export function deferAppEntries(clientOutDir: string): AfterPrerenderStep {
  return {
    name: 'defer each page’s app entry',
    run: async () => {
      const manifest = readClientManifest(clientOutDir)
      const graph = chunkGraphOf(manifest)
      // Built addresses are the file names under the site's root: `/assets/…`.
      const startScripts = (entryAddress: string, view: string | undefined) => {
        const entry = entryAddress.replace(/^\//, '')
        const start = appStartChunks(graph, entry)
        const forView = view
          ? viewChunks(graph, builtFileOf(manifest, view), [entry, ...start])
          : []
        return [...start, ...forView].map((file) => `/${file}`)
      }
      const pages = (await readdir(clientOutDir, { recursive: true })).filter((name) =>
        name.endsWith('.html'),
      )
      for (const page of pages) {
        const file = join(clientOutDir, page)
        await writeFile(file, deferAppEntry(await readFile(file, 'utf8'), page, startScripts))
      }
    },
  }
}
