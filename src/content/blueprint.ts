/**
 * The blueprint's implementation roadmap (spec, sections 3 and 9): four phases of five checklist
 * items each. The ids are the keys the checklist stores in the browser, so they never change.
 * They are written out, not generated, so that i18next-cli can list the translation keys built
 * from them (`checklist.<id>` in `locales/<lang>/blueprint.json`).
 */
export const roadmapPhaseIds = ['setup', 'dev', 'qa', 'launch'] as const
export type RoadmapPhaseId = (typeof roadmapPhaseIds)[number]

export const checklistItemIds = [
  'setup1',
  'setup2',
  'setup3',
  'setup4',
  'setup5',
  'dev1',
  'dev2',
  'dev3',
  'dev4',
  'dev5',
  'qa1',
  'qa2',
  'qa3',
  'qa4',
  'qa5',
  'launch1',
  'launch2',
  'launch3',
  'launch4',
  'launch5',
] as const
export type ChecklistItemId = (typeof checklistItemIds)[number]

/** A phase's items, in order: `qa` -> `qa1` ... `qa5`. */
export function phaseItemIds(phase: RoadmapPhaseId): ChecklistItemId[] {
  return checklistItemIds.filter((id) => id.replace(/\d+$/, '') === phase)
}

/** Only the first phase (Week 1-2) is marked active. */
export const activePhaseId: RoadmapPhaseId = 'setup'
