import { expect, type Page, test } from '@playwright/test'

import { serviceIds } from '../../src/routing/paths'
import { copyIn } from '../copy'
import { gotoHydrated, waitForFooter } from './helpers'

const [t, es, pt] = [copyIn('en'), copyIn('es'), copyIn('pt')]

const servicesButton = (page: Page) =>
  page
    .getByRole('navigation', { name: t('common:nav.label') })
    .getByRole('button', { name: t('common:nav.services') })
const dropdownLinks = (page: Page) =>
  page
    .getByRole('navigation', { name: t('common:nav.label') })
    .locator('ul[id]')
    .getByRole('link')
const footerLink = (page: Page, key: string) =>
  page.locator('footer').getByRole('link', { name: t(key), exact: true })

test.describe('desktop navigation bar', () => {
  test('the Services menu lists All Services and the five service pages', async ({ page }) => {
    await gotoHydrated(page, '/somewhere')
    await servicesButton(page).click()
    await expect(dropdownLinks(page)).toHaveText([
      t('common:nav.allServices'),
      ...serviceIds.map(
        (id) => `${t(`common:nav.service.${id}.name`)}${t(`common:nav.service.${id}.description`)}`,
      ),
    ])
    const hrefs = await dropdownLinks(page).evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')),
    )
    expect(hrefs).toEqual([
      '/services',
      '/services/seo',
      '/services/geo',
      '/services/cro',
      '/services/shopify',
      '/services/saas',
    ])
  })

  test('hover opens the menu and leaving closes it', async ({ page }) => {
    await gotoHydrated(page, '/somewhere')
    const button = servicesButton(page)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(dropdownLinks(page).first()).toBeHidden()
    await button.hover()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(dropdownLinks(page).first()).toBeVisible()
    await page.mouse.move(700, 600)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('a click opens it, a click outside closes it', async ({ page }) => {
    await gotoHydrated(page, '/somewhere')
    const button = servicesButton(page)
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    // The click after a hover pins the menu open, even with the pointer gone.
    await page.mouse.move(700, 600)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.mouse.click(700, 600)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('is operable by keyboard: Enter opens, Tab walks the links, Escape closes and returns focus', async ({
    page,
  }) => {
    await gotoHydrated(page, '/somewhere')
    const button = servicesButton(page)
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(dropdownLinks(page).first()).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(dropdownLinks(page).nth(1)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
  })

  test('focus leaving the menu closes it', async ({ page }) => {
    await gotoHydrated(page, '/somewhere')
    const button = servicesButton(page)
    await button.focus()
    await page.keyboard.press('Enter')
    for (let i = 0; i < 7; i += 1) await page.keyboard.press('Tab')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('the menu closes when a link in it navigates', async ({ page }) => {
    await gotoHydrated(page, '/somewhere')
    await servicesButton(page).click()
    await dropdownLinks(page).nth(2).click()
    await expect(page).toHaveURL('/services/geo')
    await expect(servicesButton(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('turns solid once the page has scrolled 20 px, by CSS alone', async ({ page }) => {
    await gotoHydrated(page, '/somewhere')
    const header = page.locator('header').first()
    const look = () =>
      header.evaluate((bar) => {
        const { backgroundColor, borderBottomColor } = getComputedStyle(bar)
        return { backgroundColor, border: borderBottomColor !== 'rgba(0, 0, 0, 0)' }
      })
    await expect.poll(look).toEqual({ backgroundColor: 'rgba(255, 255, 255, 0.72)', border: false })
    await page.evaluate(() => window.scrollTo(0, 300))
    await expect.poll(look).toEqual({ backgroundColor: 'rgba(255, 255, 255, 0.94)', border: true })
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(look).toEqual({ backgroundColor: 'rgba(255, 255, 255, 0.72)', border: false })
  })

  test('highlights the section of the page, in every language’s addresses', async ({ page }) => {
    const activeCases = [
      { path: '/services', services: true, current: null },
      { path: '/services/seo', services: true, current: null },
      { path: '/es/servicios/geo', services: true, current: null },
      { path: '/blog', services: false, current: t('common:nav.blog') },
      { path: '/pt/sobre', services: false, current: pt('common:nav.about') },
      { path: '/es/clientes', services: false, current: es('common:nav.clients') },
      { path: '/blog/some-post', services: false, current: null },
      { path: '/contact', services: false, current: t('common:nav.getQuote') },
    ]
    for (const { path, services, current } of activeCases) {
      await gotoHydrated(page, path)
      const nav = page.locator('header nav').first()
      const button = nav.locator('button[aria-controls]')
      if (services) await expect(button, path).toHaveAttribute('data-current', 'true')
      else await expect(button, path).not.toHaveAttribute('data-current')
      const currentLinks = nav.locator('a[aria-current="page"]:visible')
      if (current) await expect(currentLinks, path).toHaveText([current])
      else await expect(currentLinks, path).toHaveCount(0)
    }
  })
})

test.describe('going from page to page', () => {
  test('the browser back button returns to the previous page', async ({ page }) => {
    await gotoHydrated(page, '/first-page')
    await waitForFooter(page)
    await footerLink(page, 'common:nav.blog').click()
    await expect(page).toHaveURL('/blog')
    await page.goBack()
    await expect(page).toHaveURL('/first-page')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t('notFound:meta.title'))
  })

  test('Back and Forward return to where each page was scrolled', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHydrated(page, '/services')
    const card = page.getByRole('link', { name: t('common:serviceLink', { service: 'CRO' }) })
    await card.scrollIntoViewIfNeeded()
    const left = await page.evaluate(() => window.scrollY)
    expect(left).toBeGreaterThan(300)
    await card.click()
    await expect(page).toHaveURL('/services/cro')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }))
    await page.goBack()
    await expect(page).toHaveURL('/services')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left)
    await page.goForward()
    await expect(page).toHaveURL('/services/cro')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900)
  })
})
