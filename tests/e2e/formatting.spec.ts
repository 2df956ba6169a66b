import { expect, test } from '@playwright/test'

import { collectBrowserErrors, gotoHydrated } from './helpers'

/**
 * A phone spends about 200 ms building a page load's first Intl formatter, so hydrating reads
 * every number and date back from the prerender (src/features/i18n/formatting.ts) instead of
 * formatting it again. Each page here writes a different kind: percentages, counts, money and
 * seconds (home), the calculator's figures, a post's dates, opening hours, countries.
 */
const pages = ['/', '/es/services/cro', '/pt/blog/cro-for-saas', '/es/contact', '/pt/privacy']

const FORMATTERS = ['NumberFormat', 'DateTimeFormat', 'DisplayNames', 'ListFormat'] as const

for (const path of pages) {
  test(`${path} hydrates without building an Intl formatter, and its figures stay as prerendered`, async ({
    page,
  }) => {
    await page.addInitScript((names: readonly string[]) => {
      const built: string[] = []
      Object.assign(window, { intlFormattersBuilt: built })
      const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>
      for (const name of names) {
        const original = intl[name]
        if (!original) continue
        intl[name] = new Proxy(original, {
          construct(target, args) {
            built.push(name)
            return Reflect.construct(target, args) as object
          },
        })
      }
    }, FORMATTERS)
    const errors = collectBrowserErrors(page)
    const response = await page.goto(path)
    const prerendered = await response?.text()
    await gotoHydrated(page, path)

    const built = await page.evaluate(
      () => (window as unknown as { intlFormattersBuilt: string[] }).intlFormattersBuilt,
    )
    expect(built).toEqual([])
    // The figures the prerender formatted are what the page shows once hydrated.
    const formatted = Object.values(
      JSON.parse(
        /<script id="page-data"[^>]*>(.*?)<\/script>/s.exec(prerendered ?? '')?.[1] ?? '{}',
      ).formatted as Record<string, string>,
    )
    expect(formatted.length).toBeGreaterThan(0)
    // The page's text, closed answers and unselected options included (not its data script).
    const pageText = ((await page.locator('#root').textContent()) ?? '').replace(/\s/g, ' ')
    const shown = (text: string) => pageText.includes(text.replace(/\s/g, ' '))
    expect(formatted.filter((text) => !shown(text))).toEqual([])
    expect(errors).toEqual([])
  })
}
