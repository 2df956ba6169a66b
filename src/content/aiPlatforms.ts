import type { FigureSource } from './metric'

/**
 * An audience's unit; each is `platforms.users.<unit>` in `geo`.
 * @public Exported for i18next-cli, which resolves the keys built from these ids through it.
 */
export const audienceUnits = ['week', 'month'] as const

export type AudienceUnit = (typeof audienceUnits)[number]

/**
 * How many people use an assistant, as its maker published it: users a week or a month (never
 * added together), with where and when it said so.
 */
export interface Audience {
  users: number
  per: AudienceUnit
  source: FigureSource & { kind: 'published' }
}

/**
 * The AI assistants the site says we get clients cited in. Product and maker names are not
 * translated. Each mark is a simple self-drawn SVG in `ai-platform-marks/<id>.svg`, not the
 * maker's logo file. `audience` is the maker's own published figure, or `'unpublished'` where it
 * has published none (Perplexity publishes queries, not users): the agency confirms each figure
 * before launch (docs/legal.md).
 */
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

/** The platform's mark in the picture sprite (tooling/pictureSprite.ts). */
export const aiPlatformPicture = (id: AiPlatformId) => `ai-${id}`
