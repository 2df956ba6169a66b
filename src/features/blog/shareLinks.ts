/** A query string with every value percent-encoded (spaces as %20, which every network reads). */
function query(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&')
}

export function shareLinks(title: string, url: string) {
  return {
    x: `https://x.com/intent/tweet?${query({ text: title, url })}`,
    linkedin: `https://www.linkedin.com/shareArticle?${query({ mini: 'true', url, title })}`,
  } as const
}
