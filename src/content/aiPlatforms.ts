/**
 * The AI assistants the home page says we get clients cited in. Product and maker names are not
 * translated. Each mark is a simple self-drawn SVG in `public/images/llms/<id>.svg`, not the
 * maker's logo file.
 */
export const aiPlatforms = [
  { id: 'chatgpt', name: 'ChatGPT', maker: 'OpenAI' },
  { id: 'gemini', name: 'Gemini', maker: 'Google' },
  { id: 'claude', name: 'Claude', maker: 'Anthropic' },
  { id: 'perplexity', name: 'Perplexity', maker: 'Perplexity AI' },
  { id: 'copilot', name: 'Copilot', maker: 'Microsoft' },
  { id: 'meta-ai', name: 'Meta AI', maker: 'Meta' },
] as const

export type AiPlatformId = (typeof aiPlatforms)[number]['id']

export const aiPlatformLogo = (id: AiPlatformId) => `/images/llms/${id}.svg`
