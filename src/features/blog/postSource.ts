import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

import type { Locale } from '../../config/locales'
import { postFile } from '../../routing/paths'
import { type CompiledPost, compilePost } from './compilePost'

/**
 * One post in one language, read from its Markdown file and compiled when the prerender needs
 * it. Posts are files, not modules: the bundler never sees them, so a blog of thousands of posts
 * costs the build no modules and no chunks. A post missing in a language fails the prerender.
 */
export async function readPost(locale: Locale, slug: string): Promise<CompiledPost> {
  const file = postFile(locale, slug)
  let source: string
  try {
    source = await readFile(join(__PROJECT_ROOT__, file), 'utf8')
  } catch {
    throw new Error(`Missing blog post ${file}`)
  }
  return compilePost(source, file)
}
