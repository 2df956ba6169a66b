import { expect, type Page, test } from '@playwright/test'

import type { PageData } from '../../src/app/pageData'
import { collectBrowserErrors, gotoHydrated } from './helpers'

/**
 * What hydrating must not do, because a phone waits for it (issue 38; figures in
 * docs/performance.md at 892a5a2):
 * - build an Intl formatter: the first of a page load costs about 200 ms with the CPU slowed 4x,
 *   so the page's numbers and dates are read back from the prerender
 *   (src/features/i18n/formatting.ts);
 * - read the layout: a read in the middle of hydration forces the browser to lay the whole page
 *   out there and then.
 * Each page writes a different kind of figure: percentages, counts, money and seconds (home), the
 * calculator's figures, a post's dates, opening hours, countries.
 */
const pages = [
  '/',
  '/es/servicios/cro',
  '/pt/blog/otimizacao-de-conversao-saas',
  '/es/contacto',
  '/pt/privacidade',
  '/about',
]

const FORMATTERS = ['NumberFormat', 'DateTimeFormat', 'DisplayNames', 'ListFormat']
const LAYOUT_METHODS = ['getBoundingClientRect', 'getClientRects']
const LAYOUT_PROPERTIES = [
  'offsetTop',
  'offsetLeft',
  'offsetWidth',
  'offsetHeight',
  'clientWidth',
  'clientHeight',
  'scrollWidth',
  'scrollHeight',
]

interface HydrationWork {
  formatters: string[]
  layoutReads: string[]
}

/** Records, from the load event (when the app is requested) until the page is hydrated. */
async function recordHydrationWork(page: Page) {
  await page.addInitScript(
    ({ formatters, methods, properties }) => {
      const work: HydrationWork = { formatters: [], layoutReads: [] }
      Object.assign(window, { hydrationWork: work })
      let recording = false
      addEventListener('load', () => (recording = true))
      new MutationObserver((_changes, observer) => {
        if (document.documentElement.dataset.hydrated === undefined) return
        recording = false
        observer.disconnect()
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })

      const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>
      for (const name of formatters) {
        const original = intl[name]
        if (!original) continue
        intl[name] = new Proxy(original, {
          construct(target, args) {
            if (recording) work.formatters.push(name)
            return Reflect.construct(target, args) as object
          },
        })
      }
      const element = Element.prototype as unknown as Record<
        string,
        (...args: unknown[]) => unknown
      >
      for (const name of methods) {
        const original = element[name]
        if (!original) continue
        element[name] = function (this: Element, ...args: unknown[]) {
          if (recording) work.layoutReads.push(`${this.tagName.toLowerCase()}.${name}()`)
          return original.apply(this, args)
        }
      }
      for (const name of properties) {
        const owner = name.startsWith('offset') ? HTMLElement.prototype : Element.prototype
        const descriptor = Object.getOwnPropertyDescriptor(owner, name)
        const get = descriptor?.get
        if (!descriptor || !get) continue
        Object.defineProperty(owner, name, {
          ...descriptor,
          get(this: Element) {
            if (recording) work.layoutReads.push(`${this.tagName.toLowerCase()}.${name}`)
            return get.call(this)
          },
        })
      }
    },
    { formatters: FORMATTERS, methods: LAYOUT_METHODS, properties: LAYOUT_PROPERTIES },
  )
}

for (const path of pages) {
  test(`${path} hydrates without building an Intl formatter or reading the layout, its figures as prerendered`, async ({
    page,
  }) => {
    await recordHydrationWork(page)
    const errors = collectBrowserErrors(page)
    await gotoHydrated(page, path)

    const work = await page.evaluate(
      () => (window as unknown as { hydrationWork: HydrationWork }).hydrationWork,
    )
    expect(work).toEqual({ formatters: [], layoutReads: [] })

    // The figures the prerender formatted are what the page shows once hydrated.
    // The page's data stays where the prerender wrote it, beside the app's root.
    const pageData = (await page.locator('#page-data').textContent()) ?? '{}'
    const formatted = Object.values((JSON.parse(pageData) as PageData).formatted)
    expect(formatted.length).toBeGreaterThan(0)
    // The page's text, closed answers and unselected options included (not its data script).
    const pageText = ((await page.locator('#root').textContent()) ?? '').replace(/\s/g, ' ')
    const shown = (text: string) => pageText.includes(text.replace(/\s/g, ' '))
    expect(formatted.filter((text) => !shown(text))).toEqual([])
    expect(errors).toEqual([])
  })
}
