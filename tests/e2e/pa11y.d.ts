/** The part of pa11y 10's API the sweep uses (the package ships no types). */
declare module 'pa11y' {
  import type { Browser, Page } from 'puppeteer'

  interface Pa11yIssue {
    code: string
    type: 'error' | 'warning' | 'notice'
    message: string
    selector: string
    context: string
  }

  interface Pa11yOptions {
    browser: Browser
    page: Page
    ignoreUrl: boolean
    runners: string[]
    standard: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA'
    timeout: number
  }

  export default function pa11y(
    url: string,
    options: Pa11yOptions,
  ): Promise<{ documentTitle: string; pageUrl: string; issues: Pa11yIssue[] }>
}
