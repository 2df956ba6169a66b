import { readFileSync } from 'node:fs'
import { relative } from 'node:path'

import { expect, test } from 'vitest'

import { CLIENT_DIR } from '../../scripts/lib/pageAssets.mjs'
import { type Locale, locales } from '../../src/config/locales'
import { normalize } from '../text'
import { builtFiles, builtPagesByPath } from './builtPages'

/** An advertised outcome binds the seller in Mexico (LFPC art. 32) and Brazil (CDC arts. 30, 37): copy promises effort, never results. */
const guaranteeWords: Record<Locale, RegExp> = {
  en: /\b(?:make sure|makes sure|guarantee[ds]?)\b/giu,
  es: /(?<!\p{L})(?:aseguramos|garantizamos)(?!\p{L})/giu,
  pt: /(?<!\p{L})(?:garantimos|garante)(?!\p{L})/giu,
}

/** The language of a file the build wrote, by its address: `/es/…` and `/es.md` are Spanish. */
function localeOf(file: string): Locale {
  const path = `/${relative(CLIENT_DIR, file)}`.replace(/\.[^/]+$/, '')
  return (
    locales.find(({ prefix }) => prefix && (path === prefix || path.startsWith(`${prefix}/`)))
      ?.code ?? 'en'
  )
}

/** Every guarantee in `text`, as "file: “…the phrase in its sentence…”". */
function offenders(file: string, text: string): string[] {
  const read = normalize(text)
  return [...read.matchAll(guaranteeWords[localeOf(file)])].map(
    ({ index }) => `${relative(CLIENT_DIR, file)}: “${read.slice(Math.max(0, index - 40), index + 40)}”`,
  )
}

test('no built page promises an outcome, in its text, head or structured data', async () => {
  const pages = [...(await builtPagesByPath()).values()]
  expect(pages.length).toBeGreaterThan(50)
  const found = pages.flatMap(({ file, document, head }) => {
    const meta = [...document.querySelectorAll('meta[content]')].map(
      (element) => element.getAttribute('content') ?? '',
    )
    const body = document.querySelector('body')?.textContent ?? ''
    return offenders(file, [head.title, ...meta, ...head.jsonLd, body].join(' \n '))
  })
  expect(found).toEqual([])
})

test('no download the build writes promises an outcome: Markdown twins, llms.txt, feeds, the blueprint', () => {
  const downloads = builtFiles().filter(
    (file) => /\.(?:md|txt|xml|json|webmanifest)$/.test(file) && !file.includes('/pagefind/'),
  )
  expect(downloads.filter((file) => file.endsWith('.md')).length).toBeGreaterThan(30)
  const found = downloads.flatMap((file) => offenders(file, readFileSync(file, 'utf8')))
  expect(found).toEqual([])
})
