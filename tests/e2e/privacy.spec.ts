import { expect, type Page, test } from '@playwright/test'

import { SUGGESTION_STORAGE_KEY } from '../../src/features/language-suggestion/suggestionScript'
import { copyIn } from '../copy'
import { DESKTOP, gotoHydrated, PHONE, waitForIsland } from './helpers'

const en = copyIn('en')

const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort())

test('clearing what the site stored removes its entries on the spot, keeps everything else, says how many went, and a returning visitor finds the blueprint checklist empty', async ({
  page,
}) => {
  await gotoHydrated(page, '/blueprint')
  const firstItem = page.locator('input[data-checklist-item]').first()
  await firstItem.check()
  await page.evaluate((suggestionKey) => {
    localStorage.setItem(suggestionKey, 'dismissed')
    localStorage.setItem('another-sites-key', 'kept')
  }, SUGGESTION_STORAGE_KEY)
  await page
    .locator('footer')
    .getByRole('link', { name: en('common:footer.privacy') })
    .click()
  await expect(page).toHaveURL(/\/privacy$/)
  await waitForIsland(page.locator('[data-island="clear-stored-data"]'))
  // Gone if the page reloaded.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))
  const button = page.getByRole('button', { name: en('privacy:browser.clear.button') })
  await button.click()
  await expect(page.getByRole('status')).toHaveText(en('privacy:browser.clear.done', { count: 2 }))
  expect(await storedKeys(page)).toEqual(['another-sites-key'])
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
    true,
  )

  await button.click()
  await expect(page.getByRole('status')).toHaveText(en('privacy:browser.clear.nothing'))
  await gotoHydrated(page, '/blueprint')
  await expect(firstItem).not.toBeChecked()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the notice is all there and the button that cannot work is hidden', async ({ page }) => {
    const es = copyIn('es')
    await page.goto('/es/privacidad')
    await expect(page.locator('main')).toContainText(es('privacy:browser.settings'))
    await expect(
      page.getByRole('button', { name: es('privacy:browser.clear.button') }),
    ).toBeHidden()
  })
})

// Its words and links (to the full notice) in every language are tests/dist/legalPages.test.ts's; here, where it sits.
test('at 390 and 1440 px the short privacy notice sits right under the send button', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await gotoHydrated(page, '/contact')
  const send = page.getByRole('button', { name: en('contact:form.submit') })
  const notice = page.locator('[data-privacy-notice]')
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport)
    await notice.scrollIntoViewIfNeeded()
    await expect(notice).toBeVisible()
    const [sendBox, noticeBox] = [await send.boundingBox(), await notice.boundingBox()]
    if (!sendBox || !noticeBox) throw new Error('the button or the notice is not laid out')
    const gap = noticeBox.y - (sendBox.y + sendBox.height)
    expect(gap, `${viewport.width} px`).toBeGreaterThanOrEqual(0)
    expect(gap, `${viewport.width} px`).toBeLessThanOrEqual(32)
    expect(Math.abs(noticeBox.x - sendBox.x), `${viewport.width} px`).toBeLessThanOrEqual(1)
    expect(noticeBox.x + noticeBox.width, `${viewport.width} px`).toBeLessThanOrEqual(
      viewport.width,
    )
  }
})
