import type { PostSummary } from './compilePost'

/** Loads one language's posts, newest first. */
type PostListLoader = () => Promise<{ default: PostSummary[] }>

/**
 * Each language's posts as lists show them, one module per language, loaded on demand. The
 * build writes this module from `locales/<lang>/blog/*.md` (tooling/blogMarkdown.ts); the empty
 * map here is only what tools that read the source without that plugin see (Vike's config
 * loader).
 */
const postsByLocale: Record<string, PostListLoader> = {}

export default postsByLocale
