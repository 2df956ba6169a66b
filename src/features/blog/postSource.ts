import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

import type { Locale } from '../../config/locales'
import { postFile } from '../../routing/paths'
import { type CompiledPost, compilePost } from './compilePost'

/** Posts are files, not modules, so thousands cost the build no chunks; a missing translation already failed the lists (blogPosts.ts). */
export async function readPost(locale: Locale, slug: string): Promise<CompiledPost> {
  const file = postFile(locale, slug)
  return compilePost(await readFile(join(__PROJECT_ROOT__, file), 'utf8'), file)
}
