import type { PostFrontMatter } from './compilePost'

/** Loads one locale's posts' front matter, by slug. */
type FrontMatterLoader = () => Promise<{ default: Record<string, PostFrontMatter> }>

/**
 * Each locale's posts' front matter, one module per locale, loaded on demand. The build writes
 * this module from `locales/<lang>/blog/*.md` (tooling/blogMarkdown.ts); the empty map here is
 * only what tools that read the source without that plugin see (Vike's config loader).
 */
const frontMatterByLocale: Record<string, FrontMatterLoader> = {}

export default frontMatterByLocale
