import { type Locale, localeCodes } from '../config/locales'
import { blueprintDownloadPath } from '../content/blueprint'
import { blueprintDocumentValues } from '../features/blueprint/blueprintDocumentValues'
import { loadNamespaces } from '../features/i18n/resources'
import { createSiteI18n } from '../features/i18n/siteFigures'
import { writeSiteFile } from './writeSiteFile'

const documents = import.meta.glob<string>('../../locales/*/blueprint.md', {
  query: '?raw',
  import: 'default',
})

async function blueprintDocument(locale: string): Promise<string> {
  const load = documents[`../../locales/${locale}/blueprint.md`]
  if (!load) {
    throw new Error(
      `Missing locales/${locale}/blueprint.md: the blueprint page offers it for download`,
    )
  }
  return load()
}

/** The download with its `{{placeholders}}` filled as pages fill them; an unfilled one fails. */
export async function renderBlueprintDocument(locale: Locale, markdown: string): Promise<string> {
  const i18n = createSiteI18n(locale, await loadNamespaces(locale, ['common', 'blueprint']))
  const values = blueprintDocumentValues(locale, i18n.t)
  const rendered = i18n.services.interpolator.interpolate(markdown, values, locale, {})
  const unfilled = rendered.match(/\{\{[^}]*\}\}/g)
  if (unfilled) {
    throw new Error(
      `locales/${locale}/blueprint.md: unknown placeholder ${unfilled.join(', ')} (see locales/README.md, "The agency's figures")`,
    )
  }
  return rendered
}

export async function writeBlueprintDownloads(outDir: string): Promise<void> {
  await Promise.all(
    localeCodes.map(async (locale) =>
      writeSiteFile(
        outDir,
        blueprintDownloadPath(locale),
        await renderBlueprintDocument(locale, await blueprintDocument(locale)),
      ),
    ),
  )
}
