/** A result's address from its indexed file: `/es/servicios/seo.html` -> `/es/servicios/seo`, `/index.html` -> `/`. */
export function resultPath(url: string): string {
  const path = url.replace(/(?:\/index)?\.html$/, '').replace(/\/$/, '')
  return path === '' ? '/' : path
}
