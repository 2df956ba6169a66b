import { type HeadTag, PAGE_HEAD_ATTR } from './headTags'

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Server side: head tags as HTML. Script bodies are already safe (see `inlineJson`). */
export function renderHeadHtml(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries({ ...attrs, [PAGE_HEAD_ATTR]: '' })
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('')
      if (tag === 'meta' || tag === 'link') return `<${tag}${attributes}>`
      const body = tag === 'script' ? (text ?? '') : escapeHtml(text ?? '')
      return `<${tag}${attributes}>${body}</${tag}>`
    })
    .join('\n    ')
}
