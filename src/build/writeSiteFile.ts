import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

const isMissingFolder = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT'

/** Writes a file at its URL path; makes its folder only when missing: asking each time cost seconds. */
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
