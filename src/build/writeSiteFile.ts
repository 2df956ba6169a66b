import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

/**
 * Writes one file of the built site at its URL path (`/es/rss.xml` -> `<outDir>/es/rss.xml`),
 * creating its folder: prerender writers run before, or beside, the pages that create them.
 */
export async function writeSiteFile(
  outDir: string,
  path: string,
  content: string | Uint8Array,
): Promise<void> {
  const file = join(outDir, path)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, content)
}
