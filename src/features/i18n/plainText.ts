/** Markup in a text would read as code, so translators are told; `<{{value}}` ("under 2 s") is not a tag. */
const MARKUP = /<\s*\/?\s*[a-z!?]|javascript:/i

export function markupIn(text: string): string | null {
  const found = MARKUP.exec(text)
  return found
    ? `holds markup ("${text.slice(found.index, found.index + 20)}"): write plain text`
    : null
}
