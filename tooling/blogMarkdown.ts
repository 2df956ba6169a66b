import { relative } from 'node:path'

import type { Plugin } from 'vite'

import { compilePost } from '../src/features/blog/compilePost.ts'

/** Import query that asks for a post's front matter alone: what lists of posts show. */
const FRONT_MATTER_QUERY = 'meta'

/**
 * Compiles the blog's Markdown files (`locales/<lang>/blog/<slug>.md`) at build time: importing
 * one yields its checked front matter and sanitized HTML (with `?meta`, the front matter alone),
 * so neither the Markdown parser nor the sanitizer ever reaches a visitor's browser. A post with
 * a missing or wrong field fails the build with the file and the field named.
 */
export function blogMarkdown(root: string): Plugin {
  return {
    name: 'blog-markdown',
    enforce: 'pre',
    transform(source, id) {
      const [file = id, query = ''] = id.split('?')
      if (!file.endsWith('.md') || !/[\\/]locales[\\/][^\\/]+[\\/]blog[\\/]/.test(file)) return
      const { html, ...frontMatter } = compilePost(source, relative(root, file))
      const frontMatterOnly = new URLSearchParams(query).has(FRONT_MATTER_QUERY)
      const exported = frontMatterOnly ? frontMatter : { ...frontMatter, html }
      return { code: `export default ${JSON.stringify(exported)}`, map: null }
    },
  }
}
