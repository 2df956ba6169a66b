import { readFileSync } from 'node:fs'

import { expect, type Page, test } from '@playwright/test'

import { site } from '../../src/config/site'
import { blueprintFileName, checklistItemIds, roadmapPhaseIds } from '../../src/content/blueprint'
import { copyIn } from '../copy'
import { collectBrowserErrors, gotoHydrated, PHONE, textsOf, waitForHydration } from './helpers'

// Tested in English, copy from locales/en: only the download differs by language.
const t = copyIn('en')
const text = {
  title: t('blueprint:hero.title'),
  sectionsNav: t('blueprint:toc.label'),
  anchors: ['stack', 'infrastructure', 'workflow', 'implementation', 'resources'].map((id) =>
    t(`blueprint:toc.${id}`),
  ),
  quote: t('common:nav.getQuote'),
  download: t('blueprint:download'),
  badges: ['react', 'supabase', 'vercel', 'stripe'].map((id) => t(`blueprint:hero.badge.${id}`)),
  sections: ['stack', 'stats', 'infrastructure', 'workflow', 'roadmap', 'cta', 'resources'].map(
    (id) => t(`blueprint:${id}.title`),
  ),
  phases: roadmapPhaseIds.map((id) => t(`blueprint:roadmap.phase.${id}`)),
  current: t('blueprint:roadmap.current'),
  setup1: t('blueprint:checklist.setup1'),
  setup3: t('blueprint:checklist.setup3'),
  dev2: t('blueprint:checklist.dev2'),
  progress: (done: number, total: number) => t('blueprint:roadmap.progress', { done, total }),
  tryQa: t('blueprint:workflow.qa.link', { name: 'VibeQA' }),
}
const weeks = [
  t('blueprint:roadmap.weeks', { from: 1, to: 2 }),
  t('blueprint:roadmap.weeks', { from: 3, to: 4 }),
  t('blueprint:roadmap.week', { week: 5 }),
  t('blueprint:roadmap.week', { week: 6 }),
]

const SECTION_IDS = ['stack', 'infrastructure', 'workflow', 'implementation', 'resources']

/** What the checklist keeps in local storage, item by item (null: never written). */
const storedTicks = (page: Page) =>
  page.evaluate(
    (ids) => Object.fromEntries(ids.map((id) => [id, window.localStorage.getItem(id)])),
    [...checklistItemIds],
  )

test.describe('Blueprint', () => {
  const url = '/blueprint'
  const sectionNav = (page: Page) => page.getByRole('navigation', { name: text.sectionsNav })
  const box = (page: Page, label: string) => page.getByRole('checkbox', { name: label })
  const overall = (page: Page) => page.locator('#implementation [role="status"]')
  const phase = (page: Page, name: string) => page.getByRole('group', { name })

  test('shows the hero, its badges, every section, the stats and the four phases', async ({
    page,
  }) => {
    const errors = collectBrowserErrors(page)
    await gotoHydrated(page, url)
    const hero = page.locator('main section').first()
    expect(await textsOf(hero.locator('ul li'))).toEqual(text.badges)
    expect(await textsOf(page.locator('main h2'))).toEqual(text.sections)
    expect(await textsOf(page.locator('#quality dd'))).toEqual(['<3s', '99.9%', '90+', 'A+', '80%'])
    await expect(page.locator('#stack > div > ul > li')).toHaveCount(3)
    await expect(page.locator('#infrastructure > div > ul > li')).toHaveCount(8)
    await expect(page.locator('#workflow > div > ul > li')).toHaveCount(5)
    await expect(page.locator('#resources > div > ul > li')).toHaveCount(3)

    for (const [index, name] of text.phases.entries()) {
      const group = phase(page, name)
      await expect(group).toContainText(weeks[index] ?? '')
      await expect(group.getByRole('checkbox')).toHaveCount(5)
    }
    await expect(page.locator('[aria-current="step"]')).toHaveCount(1)
    await expect(page.locator('[aria-current="step"]')).toContainText(text.current)
    await expect(page.locator('[aria-current="step"]')).toContainText(text.phases[0] ?? '')
    await expect(overall(page)).toHaveText(text.progress(0, 20))
    expect(errors).toEqual([])
  })

  test('links the QA card to the testing product and the quote links to the form, software chosen', async ({
    page,
  }) => {
    await gotoHydrated(page, url)
    const vibeqa = site.projects.find((project) => project.id === 'vibeqa')
    const qaLink = page.locator('#workflow').getByRole('link', { name: text.tryQa })
    await expect(qaLink).toHaveAttribute('href', vibeqa?.url ?? '')
    await expect(qaLink).toHaveAttribute('target', '_blank')
    // The hero's and the closing block's; the bar's shows only on narrower screens.
    const quotes = page.locator('main').getByRole('link', { name: text.quote })
    await expect(quotes).toHaveCount(2)
    for (const quote of await quotes.all()) {
      await expect(quote).toHaveAttribute('href', '/contact/saas')
      await expect(quote).not.toHaveAttribute('target')
    }
  })

  test('the top bar’s anchors bring each section into view below the bars', async ({ page }) => {
    await gotoHydrated(page, url)
    const links = sectionNav(page).getByRole('listitem').getByRole('link')
    expect(await textsOf(links)).toEqual(text.anchors)
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
  })

  test('scrolls smoothly, unless the visitor asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await gotoHydrated(page, url)
    const scrollBehavior = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)
    expect(await scrollBehavior()).toBe('smooth')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await scrollBehavior()).toBe('auto')
    await sectionNav(page).getByRole('link').nth(3).click()
    await expect(page.locator('#implementation h2')).toBeInViewport()
  })

  test('“Download Blueprint” saves the page language’s Markdown blueprint under its own name', async ({
    page,
    request,
  }) => {
    // In Spanish: each language has its own file.
    await gotoHydrated(page, '/es/blueprint')
    const link = page
      .locator('main section')
      .first()
      .getByRole('link', { name: copyIn('es')('blueprint:download') })
    await expect(link).toHaveAttribute('download', blueprintFileName('es'))
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe(blueprintFileName('es'))

    const response = await request.get((await link.getAttribute('href')) ?? '')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/)
    const markdown = await response.text()
    const title = readFileSync('locales/es/blueprint.md', 'utf8').split('\n')[0] ?? ''
    expect(markdown.startsWith(title)).toBe(true)
    for (const id of checklistItemIds) expect(markdown).toMatch(new RegExp(`- \\[ \\] \`${id}\``))
  })

  test('keeps ticks across reloads as the text true or false under each item’s id', async ({
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
  })

  test('shows the stored ticks before the site’s scripts run, so nothing flickers', async ({
    page,
  }) => {
    await gotoHydrated(page, url)
    await page.evaluate(() => {
      localStorage.setItem('setup1', 'true')
      localStorage.setItem('qa4', 'true')
    })
    // The page with no script but its inline ones: the checklist's runs as the page is parsed.
    await page.route('**/*.js', (route) => route.abort())
    await page.reload()
    await expect(page.locator('html')).not.toHaveAttribute('data-ready')
    await expect(box(page, text.setup1)).toBeChecked()
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2)
    await expect(overall(page)).toHaveText(text.progress(2, 20))
    await expect(phase(page, text.phases[2] ?? '')).toContainText(text.progress(1, 5))
    await expect(page.locator('progress')).toHaveJSProperty('value', 2)
  })

  test('shows the stored ticks when reached by a link from another page', async ({ page }) => {
    await gotoHydrated(page, `/services/saas`)
    await page.evaluate(() => localStorage.setItem('dev5', 'true'))
    await page.locator(`main a[href="${url}"]`).click()
    await expect(page).toHaveURL(url)
    await expect(page.locator('[data-checklist-item="dev5"]')).toBeChecked()
    await expect(overall(page)).toHaveText(text.progress(1, 20))
  })

  test('ticks only items stored as exactly true', async ({ page }) => {
    const errors = collectBrowserErrors(page)
    await page.addInitScript(() => {
      localStorage.setItem('setup1', 'yes')
      localStorage.setItem('setup2', 'TRUE')
      localStorage.setItem('setup3', '{"checked":true}')
      localStorage.setItem('launch5', 'true')
    })
    await gotoHydrated(page, url)
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(1)
    await expect(page.locator('[data-checklist-item="launch5"]')).toBeChecked()
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

  test('is whole on a phone: every anchor and the quote link reachable', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await gotoHydrated(page, url)
    const noOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    )
    expect(noOverflow).toBe(true)
    await expect(sectionNav(page).getByRole('link', { name: text.quote })).toBeInViewport()
    await sectionNav(page).getByText(text.sectionsNav).click()
    const links = sectionNav(page).getByRole('listitem').getByRole('link')
    expect(await textsOf(links)).toEqual(text.anchors)
    for (const link of await links.all()) await expect(link).toBeInViewport()
    await links.nth(4).click()
    await expect(page.locator('#resources h2')).toBeInViewport()
    // Chosen, the list closes: the section is not under it.
    await expect(links.first()).toBeHidden()
  })
})

test.describe('Blueprint without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows every section and its anchors still lead to them', async ({ page }) => {
    await page.goto('/blueprint')
    await expect(page.getByRole('checkbox')).toHaveCount(20)
    await page.getByRole('navigation', { name: text.sectionsNav }).getByRole('link').nth(2).click()
    await expect(page).toHaveURL(/#workflow$/)
    await expect(page.locator('#workflow h2')).toBeInViewport()
    await expect(page.locator('#workflow li').first()).toBeVisible()
  })
})
