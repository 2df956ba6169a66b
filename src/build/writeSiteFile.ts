import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

const isMissingFolder = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT'

/**
 * Writes one file of the built site at its URL path (`/es/rss.xml` -> `<outDir>/es/rss.xml`),
 * creating its folder when it is not there yet: prerender writers run before, or beside, the
 * pages that create them. The folder is made only when the write finds it missing: a post's body
 * is written beside thousands of others, and asking for the folder each time cost seconds.
 */
export async function writeSiteFile(
  outDir: string,
  path: string,
  content: string | Uint8Array,
): Promise<void> {
  const file = join(outDir, path)
  try {
    await writeFile(file, content)
  } catch (error) {
    if (!isMissingFolder(error)) throw error
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, content)
  }
}
