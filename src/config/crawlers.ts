// Build time only: never bundled, where every byte of `site` counts against the budget.

/** robots.txt's answer to each AI crawler: the agency sets one to 'disallow' to keep it out. */
export const aiCrawlers = {
  'OAI-SearchBot': 'allow',
  'ChatGPT-User': 'allow',
  'Claude-SearchBot': 'allow',
  'Claude-User': 'allow',
  PerplexityBot: 'allow',
  'Perplexity-User': 'allow',
  GPTBot: 'allow',
  ClaudeBot: 'allow',
  'Google-Extended': 'allow',
  'Applebot-Extended': 'allow',
  'meta-externalagent': 'allow',
  CCBot: 'allow',
} satisfies Record<string, 'allow' | 'disallow'>

/** The IndexNow key, served at `/<key>.txt`: public by design; any 32 hexadecimal characters. */
export const indexNowKey = '979f4f316e19cd867c6036c360d29111'
