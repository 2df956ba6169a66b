import type { TFunction } from 'i18next'

import { type RoadmapPhaseId, roadmapPhaseWeeks } from '../../content/blueprint'

export function phaseWeeksLabel(t: TFunction, phase: RoadmapPhaseId): string {
  const { from, to } = roadmapPhaseWeeks[phase]
  return to === undefined
    ? t('blueprint:roadmap.week', { week: from })
    : t('blueprint:roadmap.weeks', { from, to })
}
