import type { Person } from './person'

// Apart from team.ts: the blog loads this, so it stays small.

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
