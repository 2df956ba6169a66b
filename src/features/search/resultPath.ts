/**
 * A result's address on the site, from the built file Pagefind indexed: `/es/servicios/seo.html`
 * is `/es/servicios/seo`, `/index.html` (or `/`) is `/`. Static hosts serve each page at its
 * address without `.html` (src/features/hosting/canonicalPaths.ts).
 */
export function resultPath(url: string): string {
  const path = url.replace(/(?:\/index)?\.html$/, '').replace(/\/$/, '')
  return path === '' ? '/' : path
}
