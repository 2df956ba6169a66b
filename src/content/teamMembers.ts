// Kept apart from the founders' biographies (team.ts): the blog names its authors from here, and
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

export const teamMembers: Record<TeamMemberId, { name: string; emoji: string }> = {
  diego: { name: 'Diego Hernández', emoji: '🔍' },
  camila: { name: 'Camila Souza', emoji: '🤖' },
  valeria: { name: 'Valeria Castro', emoji: '📈' },
  rafael: { name: 'Rafael Lima', emoji: '🛍️' },
  emily: { name: 'Emily Carter', emoji: '✍️' },
  santiago: { name: 'Santiago Ortiz', emoji: '💻' },
  ana: { name: 'Ana Beatriz Rocha', emoji: '🎨' },
  jordan: { name: 'Jordan Mitchell', emoji: '📊' },
  fernanda: { name: 'Fernanda Ruiz', emoji: '🤝' },
}
