import type { TFunction } from 'i18next'

import type { Locale } from '../../config/locales'
import { roadmapPhaseIds } from '../../content/blueprint'
import { qualityTargets } from '../../content/company'
import { formatInteger } from '../i18n/format'
import { createFormatting } from '../i18n/formatting'
import { phaseWeeksLabel } from './phaseWeeks'
import { qualityBarPercentages } from './qualityBarPercentages'

const MINUTES_IN_A_MONTH = 30 * 24 * 60

/** The blueprint document's quality bar and phase weeks, from the page, so `blueprint.md` cannot disagree with it. */
export function blueprintDocumentValues(locale: Locale, t: TFunction): Record<string, string> {
  const formatting = createFormatting(locale)
  return {
    // Every entry but the source the targets share is one figure of the stats row.
    qualityTargetCount: String(
      Object.keys(qualityTargets).filter((key) => key !== 'source').length,
    ),
    ...qualityBarPercentages(formatting),
    // The downtime the uptime target allows in a 30-day month: 99.9% is about 43 minutes.
    downtimeMinutes: formatInteger(formatting, MINUTES_IN_A_MONTH * (1 - qualityTargets.uptimeSla)),
    ...Object.fromEntries(
      roadmapPhaseIds.map((phase) => [`${phase}Weeks`, phaseWeeksLabel(t, phase)]),
    ),
  }
}
