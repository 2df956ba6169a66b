import { expect, type Page, test } from '@playwright/test'

import { blueprintFileName, checklistItemIds, roadmapPhaseIds } from '../../src/content/blueprint'
import { copyIn } from '../copy'
import { collectBrowserErrors, gotoHydrated, PHONE, textsOf, waitForHydration } from './helpers'

// Tested in English, copy from locales/en: only the download differs by language. What the page
// shows before any script runs is read from its HTML (tests/dist/pageContent.test.ts).
const t = copyIn('en')
const text = {
  sectionsNav: t('blueprint:toc.label'),
  anchors: ['stack', 'infrastructure', 'workflow', 'implementation', 'resources'].map((id) =>
    t(`blueprint:toc.${id}`),
  ),
  quote: t('common:nav.getQuote'),
  phases: roadmapPhaseIds.map((id) => t(`blueprint:roadmap.phase.${id}`)),
  setup1: t('blueprint:checklist.setup1'),
  setup3: t('blueprint:checklist.setup3'),
  dev2: t('blueprint:checklist.dev2'),
  progress: (done: number, total: number) => t('blueprint:roadmap.progress', { done, total }),
}

const SECTION_IDS = ['stack', 'infrastructure', 'workflow', 'implementation', 'resources']

/** What the checklist keeps in local storage, item by item (null: never written). */
const storedTicks = (page: Page) =>
  page.evaluate(
    (ids) => Object.fromEntries(ids.map((id) => [id, window.localStorage.getItem(id)])),
    [...checklistItemIds],
  )

test.describe('Blueprint', () => {
  // Ticks, not motion: a block still sliding in (Reveal) or a smooth scroll can carry a box from under the click.
  test.use({ reducedMotion: 'reduce' })
  const url = '/blueprint'
  const sectionNav = (page: Page) => page.getByRole('navigation', { name: text.sectionsNav })
  const box = (page: Page, label: string) => page.getByRole('checkbox', { name: label })
  const overall = (page: Page) => page.locator('#implementation [role="status"]')
  const phase = (page: Page, name: string) => page.getByRole('group', { name })

  test('the top bar, without the header’s quote button, has anchors that bring each section into view below the bars, smoothly unless the visitor asks for reduced motion; on a phone the page is whole and every anchor and the quote link reachable', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await gotoHydrated(page, url)
    const scrollBehavior = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)
    expect(await scrollBehavior()).toBe('smooth')
    // On a desktop the bar leaves the quote button to the header's.
    await expect(page.locator('header').getByRole('link', { name: text.quote })).toBeVisible()
    await expect(sectionNav(page).getByRole('link', { name: text.quote })).toHaveCount(0)
    const links = sectionNav(page).getByRole('listitem').getByRole('link')
    for (const [index, id] of SECTION_IDS.entries()) {
      await links.nth(index).click()
      await expect(page).toHaveURL(new RegExp(`${url}#${id}$`))
      const heading = page.locator(`#${id} h2`)
      await expect(heading).toBeInViewport()
      // Not hidden under the site's bar and the page's own, which stay on top.
      const barBottom = await sectionNav(page).evaluate((nav) => nav.getBoundingClientRect().bottom)
      await expect
        .poll(() => heading.evaluate((h) => h.getBoundingClientRect().top))
        .toBeGreaterThanOrEqual(barBottom)
    }
    await expect(sectionNav(page)).toBeInViewport()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await scrollBehavior()).toBe('auto')
    await links.nth(3).click()
    await expect(page.locator('#implementation h2')).toBeInViewport()

    // The same page on a phone: whole, the bar carrying the quote link and its anchors in a list.
    await page.setViewportSize(PHONE)
    const noOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    )
    expect(noOverflow).toBe(true)
    await expect(sectionNav(page).getByRole('link', { name: text.quote })).toBeInViewport()
    await sectionNav(page).getByText(text.sectionsNav).click()
    expect(await textsOf(links)).toEqual(text.anchors)
    for (const link of await links.all()) await expect(link).toBeInViewport()
    await links.nth(4).click()
    await expect(page.locator('#resources h2')).toBeInViewport()
    // Chosen, the list closes: the section is not under it.
    await expect(links.first()).toBeHidden()
  })

  test('“Download Blueprint” saves the page language’s Markdown blueprint under its own name', async ({
    page,
    request,
  }) => {
    // In Spanish: each language has its own file, whose words tests/dist/pageContent.test.ts reads.
    await gotoHydrated(page, '/es/blueprint')
    const link = page
      .locator('main section')
      .first()
      .getByRole('link', { name: copyIn('es')('blueprint:download') })
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe(blueprintFileName('es'))
    const response = await request.get((await link.getAttribute('href')) ?? '')
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/)
  })

  test('keeps ticks across reloads as the text true or false under each item’s id, shown before the site’s scripts run so nothing flickers', async ({
    page,
  }) => {
    const errors = collectBrowserErrors(page)
    await gotoHydrated(page, url)
    await box(page, text.setup1).check()
    await box(page, text.setup3).check()
    await box(page, text.dev2).check()
    await box(page, text.setup3).uncheck()
    await expect(overall(page)).toHaveText(text.progress(2, 20))
    await expect(phase(page, text.phases[0] ?? '')).toContainText(text.progress(1, 5))
    await expect(page.locator('progress')).toHaveJSProperty('value', 2)
    expect(await storedTicks(page)).toMatchObject({
      setup1: 'true',
      setup3: 'false',
      dev2: 'true',
      setup2: null,
    })

    await page.reload()
    await waitForHydration(page)
    await expect(box(page, text.setup1)).toBeChecked()
    await expect(box(page, text.setup3)).not.toBeChecked()
    await expect(box(page, text.dev2)).toBeChecked()
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2)
    await expect(overall(page)).toHaveText(text.progress(2, 20))
    await expect(phase(page, text.phases[1] ?? '')).toContainText(text.progress(1, 5))
    expect(errors).toEqual([])

    // The page with no script but its inline ones: the checklist's runs as the page is parsed.
    await page.route('**/*.js', (route) => route.abort())
    await page.reload()
    await expect(page.locator('html')).not.toHaveAttribute('data-ready')
    await expect(box(page, text.setup1)).toBeChecked()
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2)
    await expect(overall(page)).toHaveText(text.progress(2, 20))
    await expect(phase(page, text.phases[1] ?? '')).toContainText(text.progress(1, 5))
    await expect(page.locator('progress')).toHaveJSProperty('value', 2)
  })

  test('shows the stored ticks when reached by a link from another page, only those stored as exactly true', async ({
    page,
  }) => {
    const errors = collectBrowserErrors(page)
    await gotoHydrated(page, `/services/saas`)
    await page.evaluate(() => {
      localStorage.setItem('setup1', 'yes')
      localStorage.setItem('setup2', 'TRUE')
      localStorage.setItem('setup3', '{"checked":true}')
      localStorage.setItem('dev5', 'true')
    })
    await page.locator(`main a[href="${url}"]`).click()
    await expect(page).toHaveURL(url)
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(1)
    await expect(page.locator('[data-checklist-item="dev5"]')).toBeChecked()
    await expect(overall(page)).toHaveText(text.progress(1, 20))
    expect(errors).toEqual([])
  })

  test('works for the visit when local storage throws', async ({ page }) => {
    const errors = collectBrowserErrors(page)
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      })
    })
    await gotoHydrated(page, url)
    await box(page, text.setup1).check()
    await box(page, text.dev2).check()
    await expect(box(page, text.setup1)).toBeChecked()
    await expect(overall(page)).toHaveText(text.progress(2, 20))
    await box(page, text.dev2).uncheck()
    await expect(overall(page)).toHaveText(text.progress(1, 20))
    // They last the document's life: to another page of the site and back, they are still there.
    await page.locator('header a[href="/"]').first().click()
    await expect(page).toHaveURL(/\/$/)
    await expect(box(page, text.setup1)).toHaveCount(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/blueprint$/)
    await expect(box(page, text.setup1)).toBeChecked()
    await expect(overall(page)).toHaveText(text.progress(1, 20))
    expect(errors).toEqual([])
  })
})
