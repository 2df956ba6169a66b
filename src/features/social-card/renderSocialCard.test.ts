import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type SocialCardRenderer, socialCardRenderer } from './renderSocialCard'
import type { SocialCardText } from './socialCard'

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url))
/** Re-drawn with `UPDATE_CARD_REFERENCE=1`, after a change to the card's look that was meant. */
const REFERENCE = fileURLToPath(new URL('./reference-card.png', import.meta.url))

/** Accents, a tilde and a cedilla in the title: the glyphs a card must not drop or box. */
const known: SocialCardText = {
  eyebrow: 'Diseño',
  title: 'Optimização e diseño que convierten',
  subtitle:
    'Pesquisa, testes A/B e correções de UX com evidências: o trabalho que aumenta as conversões.',
}

/** A card drawn without its title's accents differs in about 4 pixels in 10,000: at most 1 may differ beyond anti-aliasing. */
const TOLERANCE = 0.0001

/** Share of pixels that differ beyond anti-aliasing noise (pixelmatch's own threshold). */
function differingShare(a: Uint8Array, b: Uint8Array): number {
  const [first, second] = [PNG.sync.read(Buffer.from(a)), PNG.sync.read(Buffer.from(b))]
  expect([second.width, second.height]).toEqual([first.width, first.height])
  const { width, height } = first
  const differing = pixelmatch(first.data, second.data, undefined, width, height, {
    threshold: 0.1,
  })
  return differing / (width * height)
}

describe('a social card', () => {
  let cacheDir: string
  let renderer: SocialCardRenderer
  let card: Uint8Array

  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'social-cards-'))
    renderer = await socialCardRenderer({ projectRoot, cacheDir })
    card = await renderer.render(known)
    if (process.env.UPDATE_CARD_REFERENCE === '1') await writeFile(REFERENCE, card)
  })
  afterAll(async () => rm(cacheDir, { recursive: true, force: true }))

  it('looks like its reference image, accents and all', async () => {
    const reference = await readFile(REFERENCE)
    expect(differingShare(card, reference)).toBeLessThan(TOLERANCE)
  })

  it('differs from the reference beyond the tolerance when only its accents are missing', async () => {
    const other = await renderer.render({ ...known, title: 'Optimizacao e diseno que convierten' })
    expect(differingShare(other, await readFile(REFERENCE))).toBeGreaterThan(TOLERANCE)
  })

  it('is taken from the cache when the same card is drawn again, and drawn anew when not', async () => {
    const before = { ...renderer.counts }
    expect(await renderer.render(known)).toEqual(card)
    expect(renderer.counts).toEqual({ ...before, cached: before.cached + 1 })
    await renderer.render({ ...known, subtitle: 'Otro subtítulo.' })
    expect(renderer.counts.rendered).toBe(before.rendered + 1)
  })
})
