import { expect, test } from '@playwright/test'

import { copyIn } from '../copy'
import { collectBrowserErrors, gotoHydrated } from './helpers'

/**
 * A page carries the symbols of the icons it draws (src/components/Icon/pageIconSprite.ts): the
 * browser builds no document for a sprite file. A page reached later in the app may draw icons
 * the first page did not carry; those come from the sprite file, fetched only then.
 */
const t = copyIn('en')
const SPRITE_FILE = /\/assets\/icons\.[\w-]+\.svg$/

test('the first page draws its icons from its own symbols; a page reached in the app adds the rest from the sprite file', async ({
  page,
}) => {
  const errors = collectBrowserErrors(page)
  const spriteRequests: string[] = []
  page.on('requestfinished', (request) => {
    if (SPRITE_FILE.test(request.url())) spriteRequests.push(request.url())
  })
  await gotoHydrated(page, '/blog')
  const carried = await page
    .locator('svg.icon-sprite symbol')
    .evaluateAll((symbols) => symbols.map((symbol) => symbol.id))
  const firstPageIcons = await page
    .locator('#root svg use')
    .evaluateAll((uses) => uses.map((use) => use.getAttribute('href')))
  expect(firstPageIcons.length).toBeGreaterThan(0)
  expect(firstPageIcons.filter((href) => !carried.includes(href?.slice(1) ?? ''))).toEqual([])
  expect(spriteRequests).toEqual([])

  await page
    .locator('header')
    .getByRole('link', { name: t('common:nav.about') })
    .click()
  await expect(page).toHaveURL('/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('about:hero.title'))
  // The icons, not the people's emoji, which come from the picture sprite.
  const uses = await page
    .locator('#root svg use[href*="#icon-"]')
    .evaluateAll((elements) => elements.map((use) => use.getAttribute('href') ?? ''))
  const fromFile = uses.filter((href) => !href.startsWith('#'))
  // Each icon the first page carried still points into the page; each other, at the sprite file.
  expect(fromFile.length).toBeGreaterThan(0)
  expect(uses.filter((href) => href.startsWith('#') && !carried.includes(href.slice(1)))).toEqual(
    [],
  )
  expect(fromFile.filter((href) => carried.includes(href.split('#')[1] ?? ''))).toEqual([])
  const [file = ''] = (fromFile[0] ?? '').split('#')
  expect(file).toMatch(SPRITE_FILE)
  await expect.poll(() => spriteRequests.length, { timeout: 30_000 }).toBe(1)
  const sprite = await (await page.request.get(file)).text()
  for (const href of fromFile) expect(sprite).toContain(`<symbol id="${href.split('#')[1]}"`)
  expect(errors).toEqual([])
})
