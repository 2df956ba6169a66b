import { type HeadTag, PAGE_HEAD_ATTR } from './headTags'

/** Client side: after a navigation, replace the page-owned head elements with the new page's. */
export function applyHead(tags: HeadTag[], doc: Document = document): void {
  doc.head.querySelectorAll(`[${PAGE_HEAD_ATTR}]`).forEach((el) => el.remove())
  const fragment = doc.createDocumentFragment()
  for (const { tag, attrs, text } of tags) {
    const el = doc.createElement(tag)
    for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value)
    el.setAttribute(PAGE_HEAD_ATTR, '')
    if (text !== undefined) el.textContent = text
    fragment.append(el)
  }
  doc.head.append(fragment)
}
