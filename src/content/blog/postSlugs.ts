/**
 * Every post's slug, for the prerender: the names of the default language's files in
 * `locales/<lang>/blog/`. The server build writes this list from the files
 * (tooling/blogMarkdown.ts). Browsers get `null`, "not known here": they learn that a post exists
 * from its page, so no page downloads the list of every post. The `null` below is also what tools
 * that read the source without that plugin see (Vike's config loader).
 */
const postSlugs: readonly string[] | null = null

export default postSlugs
