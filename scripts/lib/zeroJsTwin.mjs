// The built site with its scripts and module preloads removed: what a page costs beyond it is its JavaScript's price.
import { cp, readFile, rm, writeFile } from 'node:fs/promises'

import { CLIENT_DIR, htmlFiles } from './pageAssets.mjs'

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
