import { relative } from 'node:path'
import type { Plugin } from 'vite'
import { compilePost } from '../src/features/blog/compilePost.ts'

/**
 * Compiles the blog's Markdown files (`locales/<lang>/blog/<slug>.md`) at build time: importing
 * one yields its checked front matter and sanitized HTML, so neither the Markdown parser nor the
 * sanitizer ever reaches a visitor's browser. A post with a missing or wrong field fails the
 * build with the file and the field named.
 */
export function blogMarkdown(root: string): Plugin {
  return {
    name: 'blog-markdown',
    enforce: 'pre',
    transform(source, id) {
      const file = id.split('?')[0] ?? id
      if (!file.endsWith('.md') || !/[\\/]locales[\\/][^\\/]+[\\/]blog[\\/]/.test(file)) return
      const post = compilePost(source, relative(root, file))
      return { code: `export default ${JSON.stringify(post)}`, map: null }
    },
  }
}
