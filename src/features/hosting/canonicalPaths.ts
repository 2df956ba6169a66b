/**
 * Where each page lives, and what the other spellings of its address do. Prerendering writes
 * `/es/servicios` as `es/servicios.html` (Vike's `prerender.noExtraDir`): Cloudflare Pages and
 * Netlify serve that file at `/es/servicios` itself, with no redirect, which is the address every
 * canonical, hreflang alternate, sitemap entry and link names. (As `es/services/index.html`,
 * Cloudflare Pages answered `/es/servicios` with a 308 to `/es/servicios/`.)
 */

/** The built file of a page, relative to `dist/client`: `/` -> `index.html`, `/es` -> `es.html`. */
export function pageFile(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`
}

/**
 * What `$1` may hold: a path that does not start with a slash or a backslash. Otherwise
 * `/.//evil.com/` (read as `//evil.com/`) would redirect to `//evil.com`, which a browser
 * follows to another site: an open redirect. Such an address gets the not-found page instead.
 */
const SEGMENTS = '[^/\\\\].*'

/**
 * The other spellings of a page's address, each answered with a permanent redirect to the
 * address itself: `/about/`, `/about.html`, `/index.html`, `/blog/index`. Cloudflare Pages does
 * this by itself; Vercel is given these rules (`vercel.json`) and `npm start` applies them.
 * Netlify serves the file at each spelling instead, and the page's canonical names the address.
 * Patterns are regular expressions both JavaScript and Vercel's router read; `$1` is the match.
 */
export const spellingRedirects: readonly { pattern: string; location: string }[] = [
  { pattern: `^/(?:(${SEGMENTS})/)?index(?:\\.html)?/?$`, location: '/$1' },
  { pattern: `^/(${SEGMENTS})\\.html/?$`, location: '/$1' },
  { pattern: `^/(${SEGMENTS})/$`, location: '/$1' },
]

/** Status of those redirects: permanent, and a client repeats the method it used. */
export const SPELLING_REDIRECT_STATUS = 308

/** Where a spelling of an address redirects to, or `null` for an address as it should be. */
export function canonicalPathFor(pathname: string): string | null {
  for (const { pattern, location } of spellingRedirects) {
    const match = new RegExp(pattern).exec(pathname)
    if (match) return location.replace('$1', match[1] ?? '')
  }
  return null
}
