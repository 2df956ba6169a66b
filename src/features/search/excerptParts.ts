export interface ExcerptPart {
  text: string
  matched: boolean
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
}

const unescape = (html: string) =>
  html.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => entities[e] ?? e)

/** Pagefind's excerpt as text parts: no markup from the index is ever written as HTML. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((piece) => piece !== '')
    .map((piece) => {
      const matched = piece.startsWith('<mark>')
      const text = matched ? piece.slice('<mark>'.length, -'</mark>'.length) : piece
      return { text: unescape(text), matched }
    })
}
