/**
 * What the build tells crawlers beyond the pages, read at build time only (never bundled for
 * the browser, where every byte of `site` counts against the first-load budget).
 */

/**
 * robots.txt's answer to each AI crawler. An agency that sells being cited by assistants lets
 * them all read the site; set one to 'disallow' to keep it out. Answer engines fetch pages to
 * cite them in an answer; training crawlers collect text that models learn from.
 */
export const aiCrawlers = {
  // Answer engines (search and on-demand fetches).
  'OAI-SearchBot': 'allow',
  'ChatGPT-User': 'allow',
  'Claude-SearchBot': 'allow',
  'Claude-User': 'allow',
  PerplexityBot: 'allow',
  'Perplexity-User': 'allow',
  // Training crawlers.
  GPTBot: 'allow',
  ClaudeBot: 'allow',
  'Google-Extended': 'allow',
  'Applebot-Extended': 'allow',
  'meta-externalagent': 'allow',
  CCBot: 'allow',
} satisfies Record<string, 'allow' | 'disallow'>

/**
 * The IndexNow key (indexnow.org): served at `/<key>.txt` so search engines that take IndexNow
 * pings (Bing, Yandex, Seznam, Naver) know a ping is the site's own. Public by design; a new one
 * is any 32 hexadecimal characters, and the next deploy serves it.
 */
export const indexNowKey = '979f4f316e19cd867c6036c360d29111'
