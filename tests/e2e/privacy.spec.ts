import { expect, type Page, test } from '@playwright/test'

import { site } from '../../src/config/site'
import { localizePath } from '../../src/features/i18n/localePath'
import { SUGGESTION_STORAGE_KEY } from '../../src/features/language-suggestion/suggestionScript'
import { copyIn } from '../copy'
import { gotoHydrated, locales, PHONE, waitForIsland } from './helpers'

const en = copyIn('en')

const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort())

test.describe('clearing what the site stored', () => {
  test('removes the site’s entries on the spot, keeps everything else, and says how many went', async ({
    page,
  }) => {
    await gotoHydrated(page, '/privacy')
    await page.evaluate((suggestionKey) => {
      localStorage.setItem(suggestionKey, 'dismissed')
      localStorage.setItem('setup1', 'true')
      localStorage.setItem('another-sites-key', 'kept')
      // Gone if the page reloaded.
      ;(window as unknown as { stillHere: boolean }).stillHere = true
    }, SUGGESTION_STORAGE_KEY)

    await waitForIsland(page.locator('[data-island="clear-stored-data"]'))
    const button = page.getByRole('button', { name: en('privacy:browser.clear.button') })
    await button.click()
    await expect(page.getByRole('status')).toHaveText(
      en('privacy:browser.clear.done', { count: 2 }),
    )
    expect(await storedKeys(page)).toEqual(['another-sites-key'])
    expect(
      await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
    ).toBe(true)

    await button.click()
    await expect(page.getByRole('status')).toHaveText(en('privacy:browser.clear.nothing'))
  })

  test('a returning visitor finds the blueprint checklist empty after clearing', async ({
    page,
  }) => {
    await gotoHydrated(page, '/blueprint')
    const firstItem = page.locator('input[data-checklist-item]').first()
    await firstItem.check()
    await page
      .locator('footer')
      .getByRole('link', { name: en('common:footer.privacy') })
      .click()
    await expect(page).toHaveURL(/\/privacy$/)
    await waitForIsland(page.locator('[data-island="clear-stored-data"]'))
    await page.getByRole('button', { name: en('privacy:browser.clear.button') }).click()
    await expect(page.getByRole('status')).toHaveText(
      en('privacy:browser.clear.done', { count: 1 }),
    )
    await gotoHydrated(page, '/blueprint')
    await expect(firstItem).not.toBeChecked()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the notice is all there and the button that cannot work is hidden', async ({ page }) => {
    const es = copyIn('es')
    await page.goto('/es/privacidad')
    await expect(page.locator('main h1')).toHaveText(es('privacy:hero.title'))
    await expect(page.locator('main')).toContainText(es('privacy:browser.settings'))
    await expect(
      page.getByRole('button', { name: es('privacy:browser.clear.button') }),
    ).toBeHidden()
  })
})

for (const { code } of locales) {
  for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
    test(`${code} at ${viewport.width} px: the short privacy notice sits right under the send button and leads to the full notice`, async ({
      page,
    }) => {
      const t = copyIn(code)
      await page.setViewportSize(viewport)
      await gotoHydrated(page, localizePath(code, '/contact'))
      const send = page.getByRole('button', { name: t('contact:form.submit') })
      const notice = page.locator('[data-privacy-notice]')
      await notice.scrollIntoViewIfNeeded()
      await expect(notice).toBeVisible()
      await expect(notice).toContainText(site.legalName)
      await expect(notice).toContainText(t('contact:form.privacy.rights'))
      const [sendBox, noticeBox] = [await send.boundingBox(), await notice.boundingBox()]
      if (!sendBox || !noticeBox) throw new Error('the button or the notice is not laid out')
      const gap = noticeBox.y - (sendBox.y + sendBox.height)
      expect(gap).toBeGreaterThanOrEqual(0)
      expect(gap).toBeLessThanOrEqual(32)
      expect(Math.abs(noticeBox.x - sendBox.x)).toBeLessThanOrEqual(1)
      expect(noticeBox.x + noticeBox.width).toBeLessThanOrEqual(viewport.width)
      await expect(notice.getByRole('link', { name: site.legal.privacyEmail })).toHaveAttribute(
        'href',
        `mailto:${site.legal.privacyEmail}`,
      )

      await notice.getByRole('link', { name: t('contact:form.privacy.link') }).click()
      await expect(page).toHaveURL(new RegExp(`${localizePath(code, '/privacy')}$`))
      await expect(page.locator('main h1')).toHaveText(t('privacy:hero.title'))
    })
  }
}

test('the footer of a not-found page leads to the accessibility statement in its language', async ({
  page,
}) => {
  const pt = copyIn('pt')
  await gotoHydrated(page, '/pt/nada')
  await page
    .locator('footer')
    .getByRole('link', { name: pt('common:footer.accessibility') })
    .click()
  await expect(page).toHaveURL(/\/pt\/acessibilidade$/)
  await expect(page.locator('main h1')).toHaveText(pt('accessibility:hero.title'))
  await expect(page.locator('#feedback')).toContainText(site.email)
})
