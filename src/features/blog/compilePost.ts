import { marked } from 'marked'
import sanitizeHtml from 'sanitize-html'
import { parse as parseYaml, YAMLParseError } from 'yaml'
import { z } from 'zod'

// Explicit extensions: the build's own plugins load this file with Vite's config (tooling/).
import { blogAuthorIds } from '../../content/blog/authors.ts'
import { blogCategories } from '../../content/blog/posts.ts'
import { markupIn } from '../i18n/plainText.ts'

/** A date as front matter holds it, quoted or not (YAML 1.2 reads both as text); zod's ISO date knows the calendar. */
const isoDate = z.iso.date('write a day of the calendar as YYYY-MM-DD')

/** Words shown as text (the body is Markdown): a tag or script in them is a mistake. */
const plainText = z
  .string()
  .min(1)
  .superRefine((text, context) => {
    const markup = markupIn(text)
    if (markup) context.addIssue({ code: 'custom', message: markup })
  })

const postWords = {
  /** The post's address in this language: the English file's name, or a translation's own. */
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use a-z, 0-9 and single hyphens (seo-tecnico)'),
  title: plainText,
  /** A shorter title for the browser tab and search results, where the blog's name follows it. */
  seoTitle: plainText.optional(),
  excerpt: plainText,
  tags: z.array(plainText).min(1),
  seoKeywords: z.array(plainText).default([]),
}

/** The front-matter words whose English a translator follows (the slug is theirs to choose). */
export const translatedPostFields = [
  'title',
  'seoTitle',
  'excerpt',
  'tags',
  'seoKeywords',
] as const satisfies readonly (keyof typeof postWords)[]

/** What is the same in every language: written once, in the default language's file. */
export const postFacts = z.strictObject({
  publishedAt: isoDate,
  updatedAt: isoDate.optional(),
  category: z.enum(blogCategories),
  author: z.enum(blogAuthorIds),
  featuredImage: z
    .string()
    .regex(
      /^\/images\/blog\/[a-z0-9-]+\.svg$/,
      'an SVG in public/images/blog/, as /images/blog/<name>.svg',
    ),
})

const postFrontMatter = z.strictObject({ ...postWords, ...postFacts.partial().shape })

export type PostFrontMatter = z.infer<typeof postFrontMatter>
type PostFacts = z.infer<typeof postFacts>
const factsOnly = z.object(postFacts.shape)
type PostWords = Omit<PostFrontMatter, keyof PostFacts>

export interface PostSummary extends PostWords, PostFacts {
  slugs: Readonly<Record<string, string>>
  readingMinutes: number
  /** Only on a translation of an older English version: the English update's date, shown in a notice. */
  englishUpdatedAt?: string
}

export interface CompiledPost extends PostFrontMatter {
  html: string
}

/** Only what an article needs: a Markdown file can hold raw HTML, and none of it may run. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'strong',
    'em',
    'hr',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    code: ['class'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    // Outbound links open as the site's other outbound links do.
    a: (tagName, attribs) => {
      const external = /^https?:/.test(attribs.href ?? '')
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs,
      }
    },
  },
}

function problemsIn(error: z.ZodError): string {
  return error.issues
    .map((issue) => `"${issue.path.join('.') || '(front matter)'}": ${issue.message}`)
    .join('; ')
}

export function readPostFacts(frontMatter: PostFrontMatter, file: string): PostFacts {
  const parsed = factsOnly.safeParse(frontMatter)
  if (!parsed.success) throw new Error(`${file}: ${problemsIn(parsed.error)}`)
  return parsed.data
}

/** YAML only: a `---js` opening makes other parsers run the post as code (docs/decisions.md). */
const FRONT_MATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/

/** The front matter as data (YAML 1.2 core schema, alias limit) and the body; errors name file and line. */
function frontMatterOf(source: string, file: string): { data: unknown; content: string } {
  const match = FRONT_MATTER.exec(source)
  if (!match) {
    const opening = source.split('\n', 1)[0]?.trim() ?? ''
    const reason = /^---\S/.test(opening)
      ? `front matter is YAML only, between two lines of "---"; "${opening}" names another language`
      : 'a post starts with its front matter, YAML between two lines of "---"'
    throw new Error(`${file}: ${reason}`)
  }
  try {
    return { data: parseYaml(match[1] ?? '') ?? {}, content: source.slice(match[0].length) }
  } catch (error) {
    // The front matter starts on the file's second line, after its opening `---`.
    const line = error instanceof YAMLParseError ? `:${(error.linePos?.[0].line ?? 0) + 1}` : ''
    const message = error instanceof Error ? error.message : String(error)
    throw new Error(`${file}${line}: the front matter is not valid YAML: ${message}`, {
      cause: error,
    })
  }
}

/** Far above the longest guide (about 20 KB), far below a size that stalls the parser. */
const MAX_POST_BYTES = 256 * 1024

/** Lists and quotes nested deeper are a slip, each level costing the parser more time. */
const MAX_NESTING = 8

export function nestingOf(body: string): number {
  let deepest = 0
  let inFence = false
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence
    const nested = /^((?:[ \t]*>)*)([ \t]*)([-*+]|\d+[.)])?(?:[ \t]|$)/.exec(line)
    if (inFence || !nested) continue
    const quotes = (nested[1] ?? '').split('>').length - 1
    const indent = (nested[2] ?? '').replaceAll('\t', '    ').length
    deepest = Math.max(deepest, quotes + (nested[3] ? Math.floor(indent / 2) + 1 : 0))
  }
  return deepest
}

export function readPostFile(
  source: string,
  file: string,
): { frontMatter: PostFrontMatter; body: string } {
  const bytes = new TextEncoder().encode(source).length
  if (bytes > MAX_POST_BYTES) {
    throw new Error(
      `${file}: ${Math.round(bytes / 1024)} KB, over the ${MAX_POST_BYTES / 1024} KB a post may be`,
    )
  }
  const { data, content } = frontMatterOf(source, file)
  const depth = nestingOf(content)
  if (depth > MAX_NESTING) {
    throw new Error(
      `${file}: lists or quotes nest ${depth} levels deep; a post may nest ${MAX_NESTING}`,
    )
  }
  const parsed = postFrontMatter.safeParse(data)
  if (!parsed.success) throw new Error(`${file}: ${problemsIn(parsed.error)}`)
  if (content.trim() === '') throw new Error(`${file}: the post has no body`)
  return { frontMatter: parsed.data, body: content }
}

export function compilePost(source: string, file: string): CompiledPost {
  const { frontMatter, body } = readPostFile(source, file)
  const html = sanitizeHtml(marked.parse(body, { async: false, gfm: true }), SANITIZE)
  return { ...frontMatter, html }
}
