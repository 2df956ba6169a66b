import type { TFunction } from 'i18next'
import type { HowTo, WithContext } from 'schema-dts'

import { type Locale, localeInfo } from '../../config/locales'
import { site } from '../../config/site'
import {
  blueprintDownloadPath,
  type ChecklistItemId,
  phaseItemIds,
  roadmapPhaseIds,
} from '../../content/blueprint'

const ROADMAP_DURATION = 'P6W'

/** The roadmap as a HowTo: Google no longer shows them, but answer engines read the steps as a plan. */
export function blueprintJsonLd({
  locale,
  url,
  t,
  description,
}: {
  locale: Locale
  url: string
  t: TFunction
  description: string
}): WithContext<HowTo> {
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: t('blueprint:hero.title'),
    description,
    url,
    inLanguage: localeInfo(locale).tag,
    totalTime: ROADMAP_DURATION,
    publisher: { '@type': 'Organization', name: site.name, url: site.origin },
    subjectOf: {
      '@type': 'DigitalDocument',
      name: t('blueprint:resources.blueprint.title'),
      encodingFormat: 'text/markdown',
      url: `${site.origin}${blueprintDownloadPath(locale)}`,
    },
    step: roadmapPhaseIds.map((phase) => ({
      '@type': 'HowToSection',
      name: t(`blueprint:roadmap.phase.${phase}`),
      // A checklist item is a short imperative: it is the step's name and its text.
      itemListElement: phaseItemIds(phase).map((id: ChecklistItemId) => ({
        '@type': 'HowToStep',
        name: t(`blueprint:checklist.${id}`),
        text: t(`blueprint:checklist.${id}`),
      })),
    })),
  }
}
