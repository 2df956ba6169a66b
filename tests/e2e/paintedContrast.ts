import type { Page } from '@playwright/test'
import { PNG } from 'pngjs'

import { contrastRatio } from '../contrast'

// Measured on the painted page: a check of CSS colours cannot see gradients, glows and veils.
interface TextLine {
  text: string
  /** Opaque sRGB of the text, and its opacity (composited over each pixel behind it). */
  rgb: [number, number, number]
  alpha: number
  large: boolean
  box: { x: number; y: number; width: number; height: number }
}

/** Runs in the page (passed to `page.evaluate`). */
function textLines(): TextLine[] {
  // A colour mid-transition reads as its start: the hidden text coming back (even reduced motion's 0.01 ms waits for a frame) reads transparent.
  for (const animation of document.getAnimations()) {
    if (animation instanceof CSSTransition) animation.finish()
  }
  const lines: TextLine[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement
    const text = (node.textContent ?? '').trim()
    if (!element || !text) continue
    if (element.closest('.visually-hidden, script, style, noscript, svg')) continue
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
    // A screen-reader-only label hidden by a clip of its own, not the shared class.
    const own = element.getBoundingClientRect()
    if (own.width <= 1 && own.height <= 1) continue
    // A row's edge shows a cut item faded: it is read once scrolled to, so only whole lines count.
    let scroller: Element | null = element
    while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) {
      scroller = scroller.parentElement
    }
    const style = getComputedStyle(element)
    // Gradient-filled text paints the background, not a colour: measured as a figure elsewhere.
    if (style.backgroundClip === 'text' || style.webkitTextFillColor === 'rgba(0, 0, 0, 0)') {
      continue
    }
    const match = /rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/.exec(style.color)
    if (!match) continue
    let opacity = Number(match[4] ?? 1)
    for (let up: Element | null = element; up; up = up.parentElement) {
      opacity *= Number(getComputedStyle(up).opacity)
    }
    const size = parseFloat(style.fontSize)
    const bold = Number(style.fontWeight) >= 700
    range.selectNodeContents(node)
    // Its last 1.5rem fades (SectionNav): a line ending there is the cut one.
    const visibleRow =
      scroller && scroller !== document.documentElement ? scroller.getBoundingClientRect() : null
    for (const rect of range.getClientRects()) {
      if (rect.width < 2 || rect.height < 2) continue
      if (visibleRow && (rect.left < visibleRow.left || rect.right > visibleRow.right - 24))
        continue
      lines.push({
        text: text.slice(0, 40),
        rgb: [Number(match[1]), Number(match[2]), Number(match[3])],
        alpha: opacity,
        large: size >= 24 || (bold && size >= 18.66),
        box: {
          x: rect.left + window.scrollX,
          y: rect.top + window.scrollY,
          width: rect.width,
          height: rect.height,
        },
      })
    }
  }
  return lines
}

const HIDE_TEXT = `*, *::before, *::after { color: transparent !important;
  -webkit-text-fill-color: transparent !important; text-shadow: none !important;
  caret-color: transparent !important; transition: none !important; }`

// Half scale: a quarter of the pixels to paint and decode; a 2x2 block averages backgrounds only, as the text is hidden.
const SCALE = 0.5

// The DevTools call at the PNG encoder's fast setting: Playwright's own took twice as long.
async function wholePageScreenshot(page: Page): Promise<Buffer> {
  const devTools = await page.context().newCDPSession(page)
  try {
    const { cssContentSize } = await devTools.send('Page.getLayoutMetrics')
    const { data } = await devTools.send('Page.captureScreenshot', {
      format: 'png',
      optimizeForSpeed: true,
      captureBeyondViewport: true,
      clip: {
        x: 0,
        y: 0,
        width: cssContentSize.width,
        height: cssContentSize.height,
        scale: SCALE,
      },
    })
    return Buffer.from(data, 'base64')
  } finally {
    await devTools.detach()
  }
}

/** Each line of text under its required ratio (4.5:1, large text 3:1), one sentence each. */
export async function lowContrastText(page: Page): Promise<string[]> {
  const lines = await page.evaluate(textLines)
  // A constructed sheet: the CSP refuses a <style> element, and a page without JavaScript never reports addStyleTag's load.
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  }, HIDE_TEXT)
  const png = PNG.sync.read(await wholePageScreenshot(page))
  await page.evaluate(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1)
  })
  const faults = new Map<string, string>()
  for (const line of lines) {
    const required = line.large ? 3 : 4.5
    // The middle band of the line: its top and bottom edges may belong to a neighbour's border.
    const top = Math.round((line.box.y + line.box.height * 0.25) * SCALE)
    const bottom = Math.round((line.box.y + line.box.height * 0.75) * SCALE)
    const left = Math.max(0, Math.round(line.box.x * SCALE))
    const right = Math.min(png.width, (line.box.x + line.box.width) * SCALE)
    // A line's background is mostly one colour: each distinct one is measured once.
    const behind = new Set<number>()
    for (let y = Math.max(0, top); y <= bottom && y < png.height; y++) {
      for (let x = left; x < right; x++) {
        const at = (png.width * y + x) * 4
        behind.add(
          ((png.data[at] ?? 0) << 16) | ((png.data[at + 1] ?? 0) << 8) | (png.data[at + 2] ?? 0),
        )
      }
    }
    let lowest = Infinity
    for (const packed of behind) {
      const colour = [packed >> 16, (packed >> 8) & 255, packed & 255]
      const painted = line.rgb.map(
        (value, i) => value * line.alpha + (colour[i] ?? 0) * (1 - line.alpha),
      )
      lowest = Math.min(lowest, contrastRatio(painted, colour))
    }
    if (lowest < required && !faults.has(line.text)) {
      faults.set(line.text, `"${line.text}": ${lowest.toFixed(2)}:1, needs ${required}:1`)
    }
  }
  return [...faults.values()]
}
