// Runs in the page (passed to `page.evaluate`), so it uses nothing from outside its own body.
export function layoutFaults(): string[] {
  const faults: string[] = []
  const root = document.documentElement
  const viewport = root.clientWidth

  const visible = (element: Element) => {
    if (!element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) {
      return false
    }
    if (element.closest('.visually-hidden, details:not([open]) > :not(summary)')) return false
    const { width, height } = element.getBoundingClientRect()
    return width > 1 || height > 1
  }
  const name = (element: Element) => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
    return `<${element.tagName.toLowerCase()}> "${text}"`
  }
  const ownText = (element: Element) =>
    [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    )
  /** Lines of visible text in an element: screen-reader-only text has no lines on screen. */
  const lineCount = (element: Element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    const tops: number[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!(node.textContent ?? '').trim() || node.parentElement?.closest('.visually-hidden'))
        continue
      range.selectNodeContents(node)
      for (const rect of range.getClientRects()) {
        if (rect.width > 1 && rect.height > 1) tops.push(Math.round(rect.top + rect.height / 2))
      }
    }
    // Rects on one line have centres within a few pixels of each other (icons sit a little off).
    const lines: number[] = []
    for (const top of tops.sort((a, b) => a - b)) {
      if (lines.every((line) => Math.abs(line - top) > 6)) lines.push(top)
    }
    return lines.length
  }

  if (root.scrollWidth > viewport) {
    faults.push(
      `sideways scroll: the page is ${root.scrollWidth - viewport}px wider than the screen`,
    )
  }

  for (const element of document.querySelectorAll('body *')) {
    if (!ownText(element) || !visible(element)) continue
    const style = getComputedStyle(element)
    if (style.display === 'inline' || style.display === 'contents') continue
    // A scroller shows the rest when scrolled (a wide table): not a fault.
    if (['auto', 'scroll'].includes(style.overflowX)) continue
    if (element.scrollWidth > element.clientWidth + 1) {
      const cut = style.overflowX !== 'visible' || style.backgroundClip === 'text'
      faults.push(
        `${cut ? 'clipped' : 'spilling'} text: ${name(element)} needs ${element.scrollWidth}px, has ${element.clientWidth}px`,
      )
    }
  }

  const header = document.querySelector('body > div header, header')
  if (header) {
    const items = [...header.querySelectorAll('a, button, summary')].filter(
      (element) => visible(element) && !element.closest('details > :not(summary), [role="menu"]'),
    )
    const rects = items.map((element) => element.getBoundingClientRect())
    rects.forEach((a, i) =>
      rects.slice(i + 1).forEach((b, j) => {
        const overlap =
          Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
          Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1
        const other = items[i + 1 + j]
        const one = items[i]
        if (overlap && one && other && !one.contains(other) && !other.contains(one)) {
          faults.push(`header items overlap: ${name(one)} and ${name(other)}`)
        }
      }),
    )
    const centres = rects.map((rect) => rect.top + rect.height / 2)
    if (centres.length > 1 && Math.max(...centres) - Math.min(...centres) > 12) {
      faults.push('the header wraps: its items are not on one row')
    }
    for (const item of items) {
      if (lineCount(item) > 1) faults.push(`header item on ${lineCount(item)} lines: ${name(item)}`)
    }
  }

  const buttons = document.querySelectorAll(
    'button, [class*="_button_"], input[type="submit"], [role="button"]',
  )
  for (const button of buttons) {
    if (visible(button) && lineCount(button) > 2) {
      faults.push(`button label on ${lineCount(button)} lines: ${name(button)}`)
    }
  }

  const targets = document.querySelectorAll('a[href], button, input, select, textarea, summary')
  for (const target of targets) {
    if (!visible(target)) continue
    // A box inside its label is tapped through the label too: the label is the target.
    const label = target.tagName === 'INPUT' ? target.closest('label') : null
    const rect = (label ?? target).getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0) continue
    // WCAG's exception: a link inside a sentence or a list of words sized by the text around it.
    const inline = getComputedStyle(target).display === 'inline'
    if (inline && target.tagName === 'A') continue
    if (rect.width < 24 - 0.5 || rect.height < 24 - 0.5) {
      faults.push(
        `tap target ${Math.round(rect.width)}x${Math.round(rect.height)}px: ${name(target)}`,
      )
    }
  }
  // A hyphen, dash or slash is a break point; code and plain-text files may break anywhere.
  const words = /[^\s/\-\u2013\u2014\u00ad\u200b]+/g
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (document.contentType !== 'text/html') break
    if (!parent || !(node.textContent ?? '').trim() || parent.closest('code, pre')) continue
    if (!visible(parent)) continue
    for (const match of (node.textContent ?? '').matchAll(words)) {
      if (match[0].length < 4) continue
      range.setStart(node, match.index)
      range.setEnd(node, match.index + match[0].length)
      const tops = new Set(
        [...range.getClientRects()].filter((rect) => rect.width > 1).map((r) => Math.round(r.top)),
      )
      if (tops.size > 1) faults.push(`word broken across lines: "${match[0]}" in ${name(parent)}`)
    }
  }

  for (const grid of document.querySelectorAll('body *')) {
    // Cards are laid out by grids; wrapping rows of tags (flex) may end short.
    if (!getComputedStyle(grid).display.endsWith('grid')) continue
    const items = [...grid.children].filter(visible)
    if (items.length < 3) continue
    const rows = new Map<number, DOMRect[]>()
    for (const item of items) {
      const rect = item.getBoundingClientRect()
      const top = [...rows.keys()].find((key) => Math.abs(key - rect.top) < 3) ?? rect.top
      rows.set(top, [...(rows.get(top) ?? []), rect])
    }
    const [first, ...rest] = [...rows.values()]
    const last = rest.at(-1)
    if (!first || !last || first.length < 2) continue
    const filled = last.reduce((sum, rect) => sum + rect.width, 0) / grid.clientWidth
    if (last.length < first.length / 2 && filled < 0.75) {
      faults.push(
        `unbalanced grid: ${[...rows.values()].map((row) => row.length).join('+')} in ${name(grid)}`,
      )
    }
  }
  return [...new Set(faults)]
}
