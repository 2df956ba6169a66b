import { marked } from 'marked'

import { readPostFile, translatedPostFields } from '../../src/features/blog/compilePost.ts'
import { normalizeText } from './snapshot.ts'

interface Block {
  /** The block's Markdown, whitespace collapsed (re-wrapping a paragraph changes nothing). */
  text: string
  line: number
  section: string | null
}

export interface DocumentText {
  /** The file's path inside its language folder: `blog/<slug>.md`, `blueprint.md`. */
  id: string
  file: string
  /** A post's front matter words (`title`, `excerpt`, lists joined with commas); none elsewhere. */
  words: Record<string, string>
  blocks: Block[]
  /** A post's `updatedAt`, from its front matter. */
  updatedAt?: string
}

export function postDocumentId(slug: string): string {
  return `blog/${slug}.md`
}

export const BLUEPRINT_DOCUMENT_ID = 'blueprint.md'

/** The body's top-level blocks, each with its line in the whole file (`firstLine` is the body's). */
function blocksOf(body: string, firstLine: number): Block[] {
  const blocks: Block[] = []
  let line = firstLine
  let section: string | null = null
  // marked's tokens cover the body exactly, blank lines included (as `space` tokens).
  for (const token of marked.lexer(body, { gfm: true })) {
    if (token.type !== 'space') {
      blocks.push({ text: normalizeText(token.raw), line, section })
      if (token.type === 'heading') section = normalizeText(token.text)
    }
    line += token.raw.split('\n').length - 1
  }
  return blocks
}

export function postDocument(id: string, file: string, source: string): DocumentText {
  const { frontMatter, body } = readPostFile(source, file)
  const words: Record<string, string> = {}
  for (const field of translatedPostFields) {
    const value = frontMatter[field]
    if (value === undefined || value.length === 0) continue
    words[field] = normalizeText(Array.isArray(value) ? value.join(', ') : value)
  }
  const bodyStart = source.lastIndexOf(body)
  const firstLine = source.slice(0, Math.max(0, bodyStart)).split('\n').length
  return { id, file, words, blocks: blocksOf(body, firstLine), updatedAt: frontMatter.updatedAt }
}

export function plainDocument(id: string, file: string, source: string): DocumentText {
  return { id, file, words: {}, blocks: blocksOf(source, 1) }
}
