import { site } from '../../config/site.ts'
import { type TeamMemberId, teamMembers } from '../teamMembers.ts'

/** @public For i18next-cli: the agency itself (the default author) or one of its team. */
export const blogAuthorIds = ['team', 'camila', 'valeria', 'ana'] as const satisfies readonly (
  'team' | TeamMemberId
)[]
export type BlogAuthorId = (typeof blogAuthorIds)[number]

export const blogAuthors: Record<BlogAuthorId, { avatar: string; profileUrl: string }> = {
  team: { avatar: '/images/blog/authors/team.svg', profileUrl: site.social.twitter },
  camila: {
    avatar: '/images/blog/authors/camila.svg',
    profileUrl: 'https://x.com/camilasouza_geo',
  },
  valeria: { avatar: '/images/blog/authors/valeria.svg', profileUrl: 'https://x.com/valeriacro' },
  ana: { avatar: '/images/blog/authors/ana.svg', profileUrl: 'https://x.com/anabrocha_ux' },
}

export function authorName(id: BlogAuthorId): string {
  return id === 'team' ? site.name : teamMembers[id].name
}
