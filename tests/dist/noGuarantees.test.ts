import { expect, test } from 'vitest'

import type { Locale } from '../../src/config/locales'
import { normalize } from '../text'
import { builtPagesByPath, builtTexts, localeOfFile } from './builtPages'

/** An advertised outcome binds the seller in Mexico (LFPC art. 32) and Brazil (CDC arts. 30, 37): copy promises effort, never results, and no claim the agency cannot show (issue 77). */
const guaranteeWords: Record<Locale, RegExp> = {
  en: /\b(?:make sure|makes sure|guarantee[ds]?)\b/giu,
  es: /(?<!\p{L})(?:aseguramos|garantizamos)(?!\p{L})/giu,
  pt: /(?<!\p{L})(?:garantimos|garante)(?!\p{L})/giu,
}

/** Every guarantee in `text`, as "file: “…the phrase in its sentence…”". */
function offenders(file: string, text: string): string[] {
  const read = normalize(text)
  return [...read.matchAll(guaranteeWords[localeOfFile(file)])].map(
    ({ index }) => `${file}: “${read.slice(Math.max(0, index - 40), index + 40)}”`,
  )
}

test('no built page promises an outcome, in its text, head or structured data', async () => {
  const pages = [...(await builtPagesByPath()).values()]
  const found = pages.flatMap(({ path, document, head }) => {
    const meta = [...document.querySelectorAll('meta[content]')].map(
      (element) => element.getAttribute('content') ?? '',
    )
    const body = document.querySelector('body')?.textContent ?? ''
    const text = [head.title, ...meta, ...head.jsonLd, body].join(' \n ')
    return offenders(`${path.slice(1) || 'index'}.html`, text)
  })
  expect(found).toEqual([])
})

// Text files a visitor or a crawler reads: pages, their Markdown twins, llms.txt, feeds, downloads.
const texts = builtTexts()

test('no download the build writes promises an outcome: Markdown twins, llms.txt, feeds, the blueprint', () => {
  const downloads = texts.filter(({ file }) => !file.endsWith('.html'))
  expect(downloads.filter(({ file }) => file.endsWith('.md')).length).toBeGreaterThan(30)
  expect(downloads.flatMap(({ file, text }) => offenders(file, text))).toEqual([])
})

test('no file calls the agency a certified Shopify partner: a Shopify Partner, as Shopify does', () => {
  const claims =
    /certified shopify|shopify partner certificad|certificad[oa] (?:de |pela |por )?shopify/i
  expect(texts.filter(({ text }) => claims.test(text)).map(({ file }) => file)).toEqual([])
})

test('no file promises an uptime SLA, in any language', () => {
  expect(texts.filter(({ text }) => /\bSLA\b/.test(text)).map(({ file }) => file)).toEqual([])
})
