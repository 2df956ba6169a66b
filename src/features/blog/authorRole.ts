import type { TFunction } from 'i18next'

import type { BlogAuthorId } from '../../content/blog/authors'
import type { TeamMemberId } from '../../content/teamMembers'

export function authorRole(t: TFunction, id: BlogAuthorId): string {
  if (id === 'team') return t('blog:post.teamRole')
  // Typed, so that i18next-cli reads this as the team members' role keys only.
  const member: TeamMemberId = id
  return t(`people:roles.${member}`)
}
