import { marked } from 'marked'

import { readPostFile, translatedPostFields } from '../../src/features/blog/compilePost.ts'
import { normalizeText } from './fingerprint.ts'

/** One top-level block of a Markdown body: a paragraph, a heading, a whole list or table. */
interface Block {
  /** The block's Markdown, whitespace collapsed (re-wrapping a paragraph changes nothing). */
  text: string
  /** Where it starts in its file, counting from 1. */
  line: number
  /** The heading it sits under, or null before the first one. */
  section: string | null
}

/** What a translator translates in one Markdown file, in pieces small enough to compare. */
export interface DocumentText {
  /** The file's path inside its language folder: `blog/<slug>.md`, `blueprint.md`. */
  id: string
  /** Path from the project, as messages name it. */
  file: string
  /** A post's front matter words (`title`, `excerpt`, lists joined with commas); none elsewhere. */
  words: Record<string, string>
  blocks: Block[]
}

/** The ids of a language's Markdown documents: posts are `blog/<slug>.md`. */
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

/** A post's file: its translated front matter fields, then its body. */
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
  return { id, file, words, blocks: blocksOf(body, firstLine) }
}

/** A Markdown file without front matter, such as the blueprint download. */
export function plainDocument(id: string, file: string, source: string): DocumentText {
  return { id, file, words: {}, blocks: blocksOf(source, 1) }
}
