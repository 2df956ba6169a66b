import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import type { TFunction } from 'i18next'

import type { Locale } from '../src/config/locales'
import { type CompiledPost, compilePost } from '../src/features/blog/compilePost'
import { createSiteI18n } from '../src/features/i18n/siteFigures'

const localesDir = fileURLToPath(new URL('../locales', import.meta.url))

/** One translator per locale and test process: the files are read once, however many tests ask. */
const translators = new Map<Locale, TFunction>()

/**
 * A translator fixed to one locale with every namespace of `locales/<code>/` loaded, configured
 * as the site's own: tests read the copy they expect from the translators' files instead of
 * restating it, so a reworded string changes the page and the test together.
 */
export function copyIn(locale: Locale): TFunction {
  let t = translators.get(locale)
  if (!t) {
    const dir = join(localesDir, locale)
    const resources = Object.fromEntries(
      readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => [
          file.slice(0, -'.json'.length),
          JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>,
        ]),
    )
    t = createSiteI18n(locale, resources).t
    translators.set(locale, t)
  }
  return t
}

/** A post in one language, from its Markdown file, read and checked as the build reads it. */
export function postIn(locale: Locale, slug: string): CompiledPost {
  const file = join(localesDir, locale, 'blog', `${slug}.md`)
  return compilePost(readFileSync(file, 'utf8'), file)
}
