import type { FigureSource } from './metric'

/** @public For i18next-cli: an audience's unit, `platforms.users.<unit>` in `geo`. */
export const audienceUnits = ['week', 'month'] as const

export type AudienceUnit = (typeof audienceUnits)[number]

/** An assistant's users a week or a month, as its maker published them: never added together. */
export interface Audience {
  users: number
  per: AudienceUnit
  source: FigureSource & { kind: 'published' }
}

/** The assistants we get clients cited in; Perplexity publishes queries, not users. */
export interface AiPlatform {
  id: 'chatgpt' | 'gemini' | 'claude' | 'perplexity' | 'copilot' | 'meta-ai'
  name: string
  maker: string
  audience: Audience | 'unpublished'
}

/** ChatGPT's published audience: also the GEO service's headline figure (services.ts). */
export const chatGptAudience: Audience = {
  users: 800_000_000,
  per: 'week',
  source: { kind: 'published', publisher: 'OpenAI', document: 'devDay', date: '2025-10-06' },
}

export const aiPlatforms: readonly AiPlatform[] = [
  { id: 'chatgpt', name: 'ChatGPT', maker: 'OpenAI', audience: chatGptAudience },
  {
    id: 'gemini',
    name: 'Gemini',
    maker: 'Google',
    audience: {
      users: 650_000_000,
      per: 'month',
      source: {
        kind: 'published',
        publisher: 'Alphabet',
        document: 'earningsCall',
        date: '2025-10-29',
      },
    },
  },
  { id: 'claude', name: 'Claude', maker: 'Anthropic', audience: 'unpublished' },
  { id: 'perplexity', name: 'Perplexity', maker: 'Perplexity AI', audience: 'unpublished' },
  {
    id: 'copilot',
    name: 'Copilot',
    maker: 'Microsoft',
    audience: {
      users: 150_000_000,
      per: 'month',
      source: {
        kind: 'published',
        publisher: 'Microsoft',
        document: 'earningsCall',
        date: '2025-10-29',
      },
    },
  },
  {
    id: 'meta-ai',
    name: 'Meta AI',
    maker: 'Meta',
    audience: {
      users: 1_000_000_000,
      per: 'month',
      source: {
        kind: 'published',
        publisher: 'Meta',
        document: 'shareholderMeeting',
        date: '2025-05-28',
      },
    },
  },
]

export type AiPlatformId = AiPlatform['id']

export const aiPlatformPicture = (id: AiPlatformId) => `ai-${id}`
