import type { Person } from './person'

// Kept apart from the founders (team.ts): the blog names its authors from here, and
// a module two pages share is loaded by every page, so it should be small.

/**
 * The team besides the founders, in the order the page shows them. Names are the same in every
 * language; each role and description is `team.<id>.role` and `team.<id>.text` in `about`.
 */
export const teamMemberIds = [
  'diego',
  'camila',
  'valeria',
  'rafael',
  'emily',
  'santiago',
  'ana',
  'jordan',
  'fernanda',
] as const

export type TeamMemberId = (typeof teamMemberIds)[number]

export const teamMembers: Record<TeamMemberId, Person> = {
  diego: { name: 'Diego Hernández' },
  camila: { name: 'Camila Souza' },
  valeria: { name: 'Valeria Castro' },
  rafael: { name: 'Rafael Lima' },
  emily: { name: 'Emily Carter' },
  santiago: { name: 'Santiago Ortiz' },
  ana: { name: 'Ana Beatriz Rocha' },
  jordan: { name: 'Jordan Mitchell' },
  fernanda: { name: 'Fernanda Ruiz' },
}
