import type { Page } from '@playwright/test'

export interface LostText {
  text: string
  why: string
}

// Printed without backgrounds (the default); visually hidden and undisplayed text is not printed.
export async function textLostOnPaper(page: Page): Promise<LostText[]> {
  return page.evaluate(() => {
    const rgba = (value: string): [number, number, number, number] | null => {
      const match = /^rgba?\(([^)]+)\)$/.exec(value)
      if (!match?.[1]) return null
      const [r = 0, g = 0, b = 0, a = 1] = match[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number)
      return [r, g, b, a]
    }
    const luminance = ([r, g, b]: number[]) => {
      const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((channel = 0) => {
        const c = channel / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb
    }
    const lost: { text: string; why: string }[] = []
    const elements = document.body.querySelectorAll<HTMLElement>('*')
    for (const element of elements) {
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .replace(/\s+/g, ' ')
        .trim()
      if (!text || element.closest('.visually-hidden, script, style, noscript, template')) continue
      if (!element.checkVisibility()) continue
      const style = getComputedStyle(element)
      const report = (why: string) => lost.push({ text: text.slice(0, 80), why })
      if (style.visibility !== 'visible') {
        report(`visibility ${style.visibility}`)
        continue
      }
      let opacity = 1
      let background: string | null = null
      for (let box: Element | null = element; box; box = box.parentElement) {
        const boxStyle = getComputedStyle(box)
        opacity *= Number(boxStyle.opacity)
        const fill = rgba(boxStyle.backgroundColor)
        if (!background && ((fill && fill[3] > 0) || boxStyle.backgroundImage !== 'none')) {
          background = `${box.tagName.toLowerCase()} has background ${boxStyle.backgroundImage !== 'none' ? boxStyle.backgroundImage.slice(0, 40) : boxStyle.backgroundColor}`
        }
      }
      if (opacity < 0.5) {
        report(`opacity ${opacity.toFixed(2)}`)
        continue
      }
      if (background) {
        report(background)
        continue
      }
      // What is painted is the fill colour (transparent under gradient-filled headings).
      const ink = rgba(style.webkitTextFillColor || style.color)
      if (!ink) {
        report(`colour ${style.color} not understood`)
        continue
      }
      const alpha = ink[3] * opacity
      const onWhite = ink.slice(0, 3).map((channel) => channel * alpha + 255 * (1 - alpha))
      const contrast = 1.05 / (luminance(onWhite) + 0.05)
      const size = parseFloat(style.fontSize)
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
      if (contrast < (large ? 3 : 4.5)) report(`contrast ${contrast.toFixed(2)}:1 on white`)
    }
    return lost
  })
}
