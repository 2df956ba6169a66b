/** The part of pa11y 10's API the audit uses (the package ships no types). */
declare module 'pa11y' {
  interface Pa11yIssue {
    code: string
    type: 'error' | 'warning' | 'notice'
    message: string
    selector: string
    context: string
  }

  // What pa11y calls on a page given `ignoreUrl` (lib/pa11y.js): a Playwright wrapper will do.
  interface Pa11yPage {
    on(event: 'console', listener: (message: unknown) => void): void
    off(event: 'console' | 'request', listener: unknown): void
    setUserAgent(userAgent: string): Promise<void>
    setViewport(viewport: { width: number; height: number }): Promise<void>
    evaluate(script: string | ((arg: unknown) => unknown), arg?: unknown): Promise<unknown>
  }

  interface Pa11yOptions {
    browser: object
    page: Pa11yPage
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
