import type { Locale } from '../../config/locales.ts'
import { localizePath } from '../i18n/localePath.ts'

/** Where the files for crawlers and answer engines are served; hosts set their content type. */
export const ROBOTS_TXT_PATH = '/robots.txt'

export const indexNowKeyPath = (key: string) => `/${key}.txt`

/** `/llms.txt`, `/es/llms.txt`: each language's file sits at the root of its pages. */
export function llmsTxtPath(locale: Locale): string {
  return localizePath(locale, '/llms.txt')
}

/** `/llms-full.txt`, `/es/llms-full.txt`: llms.txt with every page it lists, in Markdown. */
export function llmsFullTxtPath(locale: Locale): string {
  return localizePath(locale, '/llms-full.txt')
}

/** A page's Markdown twin (llmstxt.org): `/es/servicios.md`, and `/index.md` for the root. */
export function markdownTwinPath(pagePath: string): string {
  return pagePath === '/' ? '/index.md' : `${pagePath}.md`
}
