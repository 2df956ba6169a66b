/** Pages are `es/servicios.html` (`prerender.noExtraDir`), served at `/es/servicios` with no redirect (docs/decisions.md). */

/** The built file of a page, relative to `dist/client`: `/` -> `index.html`, `/es` -> `es.html`. */
export function pageFile(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`
}

/** `$1` never starts with a slash or backslash: `/.//evil.com/` would otherwise be an open redirect. */
const SEGMENTS = '[^/\\\\].*'

/** Other spellings (`/about/`, `/about.html`, `/blog/index`) redirect to the address; regexes both JS and Vercel read. */
export const spellingRedirects: readonly { pattern: string; location: string }[] = [
  { pattern: `^/(?:(${SEGMENTS})/)?index(?:\\.html)?/?$`, location: '/$1' },
  { pattern: `^/(${SEGMENTS})\\.html/?$`, location: '/$1' },
  { pattern: `^/(${SEGMENTS})/$`, location: '/$1' },
]

/** Status of those redirects: permanent, and a client repeats the method it used. */
export const SPELLING_REDIRECT_STATUS = 308

export function canonicalPathFor(pathname: string): string | null {
  for (const { pattern, location } of spellingRedirects) {
    const match = new RegExp(pattern).exec(pathname)
    if (match) return location.replace('$1', match[1] ?? '')
  }
  return null
}
