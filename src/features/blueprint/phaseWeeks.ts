import type { TFunction } from 'i18next'

import { type RoadmapPhaseId, roadmapPhaseWeeks } from '../../content/blueprint'

/** A phase's place in the roadmap, "Weeks 1–2" or "Week 5": the page's and the download's. */
export function phaseWeeksLabel(t: TFunction, phase: RoadmapPhaseId): string {
  const { from, to } = roadmapPhaseWeeks[phase]
  return to === undefined
    ? t('blueprint:roadmap.week', { week: from })
    : t('blueprint:roadmap.weeks', { from, to })
}
