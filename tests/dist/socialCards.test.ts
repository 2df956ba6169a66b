import { readFileSync } from 'node:fs'

import { describe, expect, test } from 'vitest'

import { CLIENT_DIR } from '../../scripts/lib/pageAssets.mjs'
import { site } from '../../src/config/site'
import { splitLocale } from '../../src/features/i18n/localePath'
import { normalize } from '../text'
import { type BuiltPage, builtPagesByPath, metaOf } from './builtPages'

/** Every page is shared with a 1200x630 PNG; every page but a post (its featured image) with its own card, alt text its h1. */

const pages = [...(await builtPagesByPath()).values()]

function sharedImage(page: BuiltPage) {
  const meta = (key: string) => metaOf(page.document, key)
  return {
    url: meta('og:image'),
    width: meta('og:image:width'),
    height: meta('og:image:height'),
    alt: meta('og:image:alt'),
    twitterUrl: meta('twitter:image'),
    twitterAlt: meta('twitter:image:alt'),
  }
}

/** An element's text as the eye reads it, without what is there for screen readers only. */
function seenText(element: Element | null): string {
  const text = (node: Node): string =>
    node.nodeType !== node.ELEMENT_NODE
      ? (node.textContent ?? '')
      : (node as Element).classList.contains('visually-hidden')
        ? ''
        : [...node.childNodes].map(text).join('')
  return element ? normalize(text(element)) : ''
}

const isPost = (page: BuiltPage) => metaOf(page.document, 'og:type') === 'article'

describe('the image every page is shared with', () => {
  test.each(pages.map((page) => [page.path, page] as const))(
    '%s names a 1200x630 PNG of the site, the same for X, with alt text',
    (_path, page) => {
      const image = sharedImage(page)
      expect(image.url.startsWith(`${site.origin}/images/`)).toBe(true)
      expect(image.twitterUrl).toBe(image.url)
      expect([image.width, image.height]).toEqual(['1200', '630'])
      expect(image.alt).not.toBe('')
      expect(image.twitterAlt).toBe(image.alt)
      // A PNG's size is in its header (IHDR); decoding 235 cards took most of this file's time.
      const png = readFileSync(`${CLIENT_DIR}${image.url.slice(site.origin.length)}`)
      expect(png.subarray(1, 4).toString()).toBe('PNG')
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    },
  )
})

describe('a page card', () => {
  const carded = pages.filter((page) => !isPost(page))

  test.each(carded)('$path is its own, in its language, and says its main heading', (page) => {
    const { url, alt } = sharedImage(page)
    const { locale } = splitLocale(page.path)
    expect(url).toMatch(new RegExp(`^${site.origin}/images/cards/${locale}/`))
    expect(alt).toBe(seenText(page.document.querySelector('main h1')))
  })

  test('is a different picture on every page', () => {
    const cards = carded.map((page) => sharedImage(page).url)
    expect(new Set(cards).size).toBe(carded.length)
    const pictures = cards.map((url) =>
      readFileSync(`${CLIENT_DIR}${url.slice(site.origin.length)}`).toString('base64'),
    )
    expect(new Set(pictures).size).toBe(cards.length)
  })
})
