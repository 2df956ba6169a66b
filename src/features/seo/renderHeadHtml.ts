import type { HeadTag } from './headTags'

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function renderHeadHtml(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries(attrs)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('')
      if (tag === 'meta' || tag === 'link') return `<${tag}${attributes}>`
      const body = tag === 'script' ? (text ?? '') : escapeHtml(text ?? '')
      return `<${tag}${attributes}>${body}</${tag}>`
    })
    .join('\n    ')
}
