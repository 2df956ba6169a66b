// The zero-JavaScript twin of the built site: the same HTML with its scripts and module
// preloads removed, nothing else. What a page costs beyond its twin is the price of its
// JavaScript; the Lighthouse benchmark measures both.
import { cp, readFile, rm, writeFile } from 'node:fs/promises'

import { CLIENT_DIR, htmlFiles } from './pageAssets.mjs'

/** Copies the built site to `dir` and strips every page's scripts (JSON data blocks stay). */
export async function writeZeroJsTwin(dir) {
  await rm(dir, { recursive: true, force: true })
  await cp(CLIENT_DIR, dir, { recursive: true })
  for (const file of await htmlFiles(dir)) {
    const html = await readFile(file, 'utf8')
    await writeFile(
      file,
      html
        .replace(/<script\b(?![^>]*type="application\/(ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(/<link[^>]+rel="modulepreload"[^>]*>/g, ''),
    )
  }
}
