import { expect, type Locator, type Page, test } from '@playwright/test'

import type { Locale } from '../../src/config/locales'
import { localizePath } from '../../src/features/i18n/localePath'
import { copyIn } from '../copy'
import { DESKTOP, gotoHydrated, locales, PHONE, waitForIsland } from './helpers'
import { layoutFaults } from './layoutFaults'

// Seen by a designer on the built site (issue 78), each checked at the width where it was seen.

/** The tops of a list's items grouped into rows, as counts: [4, 3] is a row of four, then three. */
function rowCounts(list: Locator): Promise<number[]> {
  return list.evaluate((element) => {
    const rows = new Map<number, number>()
    for (const item of element.children) {
      const top = Math.round(item.getBoundingClientRect().top)
      const row = [...rows.keys()].find((key) => Math.abs(key - top) < 3) ?? top
      rows.set(row, (rows.get(row) ?? 0) + 1)
    }
    return [...rows.values()]
  })
}

const tableBox = (page: Page) => page.locator('[data-scroll-region]')

for (const { code } of locales) {
  const t = copyIn(code as Locale)
  const path = (english: string) => localizePath(code as Locale, english)

  // A page loaded once on a phone, then widened: it lays out as it would load at the new width.
  test.describe(`seen on a phone, then a desktop (${code})`, () => {
    test.use({ viewport: PHONE })

    test('the SaaS comparison scrolls sideways in a named tab stop; the process leaves no hole', async ({
      page,
    }) => {
      await gotoHydrated(page, path('/services/saas'))
      await test.step('phone: the comparison says it scrolls sideways', async () => {
        const box = tableBox(page)
        await box.scrollIntoViewIfNeeded()
        const widths = await box.evaluate((element) => [element.scrollWidth, element.clientWidth])
        expect(widths[0]).toBeGreaterThan(widths[1] ?? 0)
        await expect(page.getByText(t('common:comparisonTable.scrollHint'))).toBeInViewport()
        await expect(box).toHaveAttribute('tabindex', '0')
        await expect(box).toHaveAccessibleName(/\S/)
        // The edge the rest is behind fades: the table is visibly cut, not ending there.
        expect(await box.evaluate((element) => getComputedStyle(element).maskImage)).toMatch(
          /gradient/,
        )
      })
      await test.step('desktop: every row of the process holds as many steps', async () => {
        await page.setViewportSize(DESKTOP)
        const steps = page.locator('main ol:has(> li:nth-child(7):last-child)')
        await steps.scrollIntoViewIfNeeded()
        const rows = await rowCounts(steps)
        expect(
          rows.every((count) => count === rows[0]),
          `rows of ${rows.join('+')}`,
        ).toBe(true)
      })
    })

    test('the home comparison fits, the AI assistants go two to a row, the footer’s code link says what it is', async ({
      page,
    }) => {
      await gotoHydrated(page, path('/'))
      await test.step('phone: the comparison fits 390 px, no word broken, every cell readable', async () => {
        const box = tableBox(page)
        await box.scrollIntoViewIfNeeded()
        const layout = await box.evaluate((element) => {
          const cells = [...element.querySelectorAll('th, td')]
          return {
            tableOverflow:
              (element.firstElementChild?.getBoundingClientRect().width ?? 0) - element.clientWidth,
            pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
            narrowest: Math.min(...cells.map((cell) => cell.getBoundingClientRect().width)),
            smallestFont: Math.min(
              ...cells.map((cell) => parseFloat(getComputedStyle(cell).fontSize)),
            ),
          }
        })
        expect(layout.tableOverflow).toBeLessThanOrEqual(0)
        expect(layout.pageOverflow).toBeLessThanOrEqual(0)
        expect(layout.narrowest).toBeGreaterThan(90)
        expect(layout.smallestFont).toBeGreaterThanOrEqual(12)
        const faults = await page.evaluate(layoutFaults)
        expect(faults.filter((fault) => /<t[dh]>/.test(fault))).toEqual([])
      })
      await test.step('phone: the AI assistants two to a row', async () => {
        const list = page.locator('section:has(#home-ai) ul').first()
        expect(await rowCounts(list)).toEqual([2, 2, 2])
      })
      for (const viewport of [PHONE, DESKTOP]) {
        await test.step(`${viewport.width} px: the footer's code link says what it is`, async () => {
          await page.setViewportSize(viewport)
          const link = page
            .locator('footer')
            .getByRole('link', { name: t('common:footer.sourceCode') })
          await link.scrollIntoViewIfNeeded()
          // Its words on screen, not only in a label for screen readers.
          expect(await link.evaluate((element) => (element as HTMLElement).innerText)).toContain(
            t('common:footer.sourceCode'),
          )
        })
      }
    })

    test('the testimonial card reaches the controls, whichever is shown', async ({ page }) => {
      await gotoHydrated(page, path('/clients'))
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport)
        await test.step(`${viewport.width} px`, () => clientsCarouselFillsItsTrack(page, t))
      }
    })

    test('the calculator’s figures line up whatever their labels’ lines', async ({ page }) => {
      await gotoHydrated(page, path('/services/cro'))
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport)
        await test.step(`${viewport.width} px`, () => calculatorFiguresAlign(page))
      }
    })
  })
}

test('the contact page’s header button is current without looking focused', async ({ page }) => {
  await gotoHydrated(page, '/contact')
  const button = page
    .locator('header')
    .getByRole('link', { name: copyIn('en')('common:nav.getQuote'), exact: true })
  await expect(button).toHaveAttribute('aria-current', 'page')
  const ring = () =>
    button.evaluate((element) => {
      const style = getComputedStyle(element)
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
    })
  expect(await ring()).toMatch(/^none/)
  await page.keyboard.press('Tab')
  await button.focus()
  expect(await ring()).toMatch(/^solid/)
})

// No uplift shown in the plain colour, not green: service-cro.spec.ts.

/** Each testimonial in turn: its card ends where the slides end, no gap above the controls. */
async function clientsCarouselFillsItsTrack(page: Page, t: ReturnType<typeof copyIn>) {
  const carousel = page.getByRole('region', { name: t('testimonials:carousel.label') })
  await waitForIsland(carousel.locator('xpath=ancestor::*[@data-island][1]'))
  const dots = carousel
    .getByRole('group', { name: t('testimonials:carousel.choose') })
    .getByRole('button')
  const gapUnderCard = () =>
    carousel.evaluate((element) => {
      const slides = element.firstElementChild
      const card = slides?.querySelector('[data-current="true"] figure')
      if (!slides || !card) return Infinity
      const style = getComputedStyle(slides)
      return (
        slides.getBoundingClientRect().bottom -
        parseFloat(style.paddingBottom) -
        card.getBoundingClientRect().bottom
      )
    })
  for (const dot of await dots.all()) {
    await dot.click()
    // Polled: the card shown grows from 97% as it fades in.
    await expect.poll(gapUnderCard).toBeLessThan(2)
  }
}

/** The calculator's results in rows of two: each row's figures stand on one line. */
async function calculatorFiguresAlign(page: Page) {
  const results = page.locator('[data-island]:has(#cro-optimized-rate) dl')
  await results.scrollIntoViewIfNeeded()
  const tops = await results.evaluate((list) =>
    [...list.querySelectorAll('dd')].map((figure) =>
      Math.round(figure.getBoundingClientRect().top),
    ),
  )
  expect(tops).toHaveLength(4)
  expect(tops[0]).toBe(tops[1])
  expect(tops[2]).toBe(tops[3])
}
