import type { Person } from './person'
import { teamMemberIds } from './teamMembers.ts'

export const founderIds = ['alejandro', 'lucia'] as const

export type FounderId = (typeof founderIds)[number]

export const founders: Record<FounderId, Person> = {
  alejandro: { name: 'Alejandro Vega' },
  lucia: { name: 'Lucía Paredes' },
}

/** Everyone on the page: the "team members" figure is counted, never typed. */
export const teamSize = founderIds.length + teamMemberIds.length
