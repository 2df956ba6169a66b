/**
 * An HTML tag, comment or script address in a text. React writes every text escaped, so none
 * would run, but a visitor would read it as code: a translator pasting from a web page gets
 * told instead (`i18n:check`, and the build for a post's front matter). `<{{value}}`
 * ("under 2 s") is a less-than sign, not a tag.
 */
const MARKUP = /<\s*\/?\s*[a-z!?]|javascript:/i

/** What markup a text holds, as the problem names it; null when it holds none. */
export function markupIn(text: string): string | null {
  const found = MARKUP.exec(text)
  return found
    ? `holds markup ("${text.slice(found.index, found.index + 20)}"): write plain text`
    : null
}
