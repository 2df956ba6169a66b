import { expect, type Page, test } from '@playwright/test'

import { initials } from '../../src/components/Portrait/initials'
import { site } from '../../src/config/site'
import { yearsInBusiness } from '../../src/content/company'
import { founderIds } from '../../src/content/team'
import { teamMemberIds, teamMembers } from '../../src/content/teamMembers'
import { localizePath } from '../../src/features/i18n/localePath'
import { copyIn } from '../copy'
import { collectBrowserErrors, gotoHydrated, locales, PHONE, textsOf } from './helpers'

// Tested in English; the founders' biographies are checked in each language, which gives its own.
const t = copyIn('en')
const text = {
  sections: [
    ...['story', 'values', 'timeline', 'founders', 'team'].map((id) => t(`about:${id}.title`)),
    t('about:stats.title', { name: site.name }),
    t('common:cta.offer.call.title'),
  ],
  founderRoles: founderIds.map((id) => t(`people:roles.${id}`)),
  firstMember: t('people:roles.diego'),
  stats: [`${yearsInBusiness}+`, '500+', '11'],
  contact: t('common:cta.offer.call.button'),
  services: t('common:cta.secondary'),
}

test.describe('About page', () => {
  const url = '/about'

  test('tells the story: six milestones, two founders, nine team members, three values, four figures', async ({
    page,
  }) => {
    const errors = collectBrowserErrors(page)
    await gotoHydrated(page, url)
    expect(await textsOf(page.locator('main h2'))).toEqual(text.sections)

    const years = page.locator('#about-timeline ~ ol > li time')
    expect(await textsOf(years)).toEqual(['2011', '2014', '2016', '2019', '2021', '2024'])

    const founders = page.locator('#about-founders ~ ul > li')
    await expect(founders).toHaveCount(2)
    expect(await textsOf(founders.locator('h3'))).toEqual(['Alejandro Vega', 'Lucía Paredes'])
    for (const [index, role] of text.founderRoles.entries()) {
      await expect(founders.nth(index)).toContainText(role)
    }

    const members = page.locator('#about-team ~ ul > li')
    await expect(members).toHaveCount(9)
    await expect(members.first()).toContainText('Diego Hernández')
    await expect(members.first()).toContainText(text.firstMember)

    await expect(page.locator('#about-values ~ ul > li')).toHaveCount(3)
    expect(await textsOf(page.locator('#about-stats ~ * dd'))).toEqual(text.stats)
    expect(errors).toEqual([])
  })

  test('leads to the contact page and the services', async ({ page }) => {
    await gotoHydrated(page, url)
    const main = page.locator('main')
    await expect(main.getByRole('link', { name: text.contact })).toHaveAttribute(
      'href',
      '/contact/call',
    )
    await expect(main.getByRole('link', { name: text.services })).toHaveAttribute(
      'href',
      '/services',
    )
  })
})

for (const { code } of locales) {
  test(`the founders introduce themselves in the ${code} page’s language, beside their initials`, async ({
    page,
  }) => {
    const t = copyIn(code)
    await gotoHydrated(page, localizePath(code, '/about'))
    const founders = page.locator('#about-founders ~ ul > li')
    await expect(founders).toHaveCount(founderIds.length)
    for (const [index, id] of founderIds.entries()) {
      await expect(founders.nth(index).locator('p').last()).toHaveText(
        t(`about:founders.${id}.bio`),
      )
    }
    await expect(page.locator('#about-founders ~ ul [lang]')).toHaveCount(0)
    // Initials stand in until photos exist: decorative, so screen readers skip them for the name.
    const members = page.locator('#about-team ~ ul > li')
    await expect(members).toHaveCount(teamMemberIds.length)
    for (const [index, id] of teamMemberIds.entries()) {
      const monogram = members.nth(index).locator('[aria-hidden="true"]').first()
      await expect(monogram).toHaveText(initials(teamMembers[id].name))
      await monogram.scrollIntoViewIfNeeded()
      await expect
        .poll(() => monogram.evaluate((element) => element.clientWidth))
        .toBeGreaterThan(40)
    }
    for (const list of await page.locator('#about-founders ~ ul, #about-team ~ ul').all())
      await expect(list).not.toContainText(/\p{Extended_Pictographic}/u)
  })
}

// People given room (issue 78): founders large beside their words, the team a grid of cards.
test.describe('About page people', () => {
  const portraitWidths = (page: Page, list: string) =>
    page
      .locator(`${list} > li [aria-hidden="true"]:first-child`)
      .evaluateAll((portraits) => portraits.map((portrait) => portrait.clientWidth))

  test('at 1440 px the founders’ portraits are larger than the team’s, and the team is a grid', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await gotoHydrated(page, '/about')
    const founders = await portraitWidths(page, '#about-founders ~ ul')
    const team = await portraitWidths(page, '#about-team ~ ul')
    expect(founders).toHaveLength(founderIds.length)
    expect(team).toHaveLength(teamMemberIds.length)
    expect(Math.min(...founders)).toBeGreaterThan(2 * Math.max(...team))

    // Each founder's words stand beside the portrait, and the two founders side by side.
    const founder = page.locator('#about-founders ~ ul > li')
    const portrait = await founder.first().locator('[aria-hidden="true"]').first().boundingBox()
    const name = await founder.first().locator('h3').boundingBox()
    expect(name?.x).toBeGreaterThan((portrait?.x ?? 0) + (portrait?.width ?? 0))
    const tops = await founder.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    )
    expect(new Set(tops).size).toBe(1)

    const memberTops = await page
      .locator('#about-team ~ ul > li')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
    expect(memberTops.filter((top) => top === memberTops[0]).length).toBeGreaterThanOrEqual(3)
  })

  for (const { code } of locales) {
    test(`at 390 px the ${code} page’s people stack and nothing overflows`, async ({ page }) => {
      await page.setViewportSize(PHONE)
      await gotoHydrated(page, localizePath(code, '/about'))
      const founder = page.locator('#about-founders ~ ul > li').first()
      const portrait = await founder.locator('[aria-hidden="true"]').first().boundingBox()
      const name = await founder.locator('h3').boundingBox()
      expect(name?.y).toBeGreaterThan((portrait?.y ?? 0) + (portrait?.height ?? 0))
      const overflowing = await page
        .locator('#about-founders-section, #about-team-section')
        .evaluateAll((sections) =>
          sections.flatMap((section) =>
            [section, ...section.querySelectorAll('*')]
              .filter((element) => element.getBoundingClientRect().right > innerWidth + 0.5)
              .map((element) => `${element.tagName} ${element.textContent?.slice(0, 30)}`),
          ),
        )
      expect(overflowing).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      )
    })
  }
})
