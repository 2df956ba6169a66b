import { blueprintDownloadPath } from '../content/blueprint'
import { localeCodes } from '../features/i18n/locales'
import { writeSiteFile } from './writeSiteFile'

// Each language's blueprint lives with its other texts, `locales/<code>/blueprint.md`, so a new
// language brings its own in its folder; it is served under a stable, shareable name.
const documents = import.meta.glob<string>('../../locales/*/blueprint.md', {
  query: '?raw',
  import: 'default',
})

/** The Markdown of one language's blueprint, as a translator wrote it. */
async function blueprintDocument(locale: string): Promise<string> {
  const load = documents[`../../locales/${locale}/blueprint.md`]
  if (!load) {
    throw new Error(
      `Missing locales/${locale}/blueprint.md: the blueprint page offers it for download`,
    )
  }
  return load()
}

/** Writes each language's blueprint to `downloads/`. Runs once, at prerender time. */
export async function writeBlueprintDownloads(outDir: string): Promise<void> {
  await Promise.all(
    localeCodes.map(async (locale) =>
      writeSiteFile(outDir, blueprintDownloadPath(locale), await blueprintDocument(locale)),
    ),
  )
}
