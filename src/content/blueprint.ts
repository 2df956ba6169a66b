// Never rename an id: the checklist stores them in the browser; written out for i18next-cli.
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

export function phaseItemIds(phase: RoadmapPhaseId): ChecklistItemId[] {
  return checklistItemIds.filter((id) => id.replace(/\d+$/, '') === phase)
}

/** Only the first phase (Weeks 1–2) is marked active. */
export const activePhaseId: RoadmapPhaseId = 'setup'

/** The page's sections in order; never rename one: each is an address people share. */
export const blueprintSectionIds = [
  'stack',
  'infrastructure',
  'workflow',
  'implementation',
  'resources',
] as const

/** Each phase's place in the six weeks: a range (Weeks 1–2) or a single week (Week 5). */
export const roadmapPhaseWeeks: Record<RoadmapPhaseId, { from: number; to?: number }> = {
  setup: { from: 1, to: 2 },
  dev: { from: 3, to: 4 },
  qa: { from: 5 },
  launch: { from: 6 },
}

export function roadmapWeeks(): number {
  return Math.max(...Object.values(roadmapPhaseWeeks).map(({ from, to }) => to ?? from))
}

/** Days after launch of the review the roadmap's last step books ("the 30-day review"). */
export const launchReviewDays = 30

/** The day `locales/en/blueprint.md` last changed: move it with every change (locales/README.md). */
export const blueprintDocumentUpdatedAt = '2026-12-07'

export function blueprintFileName(locale: string): string {
  return `nexa-digital-saas-blueprint-${locale}.md`
}

export function blueprintDownloadPath(locale: string): string {
  return `/downloads/${blueprintFileName(locale)}`
}
