/**
 * The AI assistants the site says we get clients cited in. Product and maker names are not
 * translated. Each mark is a simple self-drawn SVG in `ai-platform-marks/<id>.svg`, not the
 * maker's logo file. `users` where the platform publishes a figure.
 */
export interface AiPlatform {
  id: 'chatgpt' | 'gemini' | 'claude' | 'perplexity' | 'copilot' | 'meta-ai'
  name: string
  maker: string
  users?: number
}

export const aiPlatforms: readonly AiPlatform[] = [
  { id: 'chatgpt', name: 'ChatGPT', maker: 'OpenAI', users: 180_000_000 },
  { id: 'gemini', name: 'Gemini', maker: 'Google', users: 100_000_000 },
  { id: 'claude', name: 'Claude', maker: 'Anthropic', users: 50_000_000 },
  { id: 'perplexity', name: 'Perplexity', maker: 'Perplexity AI', users: 10_000_000 },
  { id: 'copilot', name: 'Copilot', maker: 'Microsoft' },
  { id: 'meta-ai', name: 'Meta AI', maker: 'Meta' },
]

export type AiPlatformId = AiPlatform['id']

/** The platform's mark in the picture sprite (tooling/pictureSprite.ts). */
export const aiPlatformPicture = (id: AiPlatformId) => `ai-${id}`

/** The platforms with a known audience: the four GEO targets. */
export const platformsWithUsers = aiPlatforms.filter(
  (platform): platform is AiPlatform & { users: number } => platform.users !== undefined,
)

/**
 * The year the makers reported the `users` figures above, stated under them on the GEO page.
 * The agency confirms the figures and this year before launch (docs/legal.md).
 */
export const audienceReportedIn = 2024

/** People reached through the GEO targets together: 340M+. */
export const combinedAiUsers = platformsWithUsers.reduce((sum, { users }) => sum + users, 0)
