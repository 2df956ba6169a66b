import { expect, type Page, test } from '@playwright/test'

import { founderIds } from '../../src/content/team'
import { teamMemberIds } from '../../src/content/teamMembers'
import { DESKTOP, gotoHydrated, PHONE } from './helpers'

// The page's words, people and links are read from its HTML in every language (tests/dist/people.test.ts, pageContent.test.ts).

// People given room (issue 78): founders large beside their words, the team a grid of cards.
test.describe('About page people', () => {
  const portraitWidths = (page: Page, list: string) =>
    page
      .locator(`${list} > li [aria-hidden="true"]:first-child`)
      .evaluateAll((portraits) => portraits.map((portrait) => portrait.clientWidth))

  // In Spanish, whose words run longest; every language's page at 390 px is the layout gate's.
  test('at 1440 px the founders’ portraits are larger than the team’s and the team is a grid; at 390 px the people stack and nothing overflows', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    await gotoHydrated(page, '/es/nosotros')
    // Initials stand in until photos exist: a team member's too is large enough to read.
    await page.locator('#about-team ~ ul').scrollIntoViewIfNeeded()
    await expect
      .poll(async () => Math.min(...(await portraitWidths(page, '#about-team ~ ul'))))
      .toBeGreaterThan(40)
    const founders = await portraitWidths(page, '#about-founders ~ ul')
    const team = await portraitWidths(page, '#about-team ~ ul')
    expect(founders).toHaveLength(founderIds.length)
    expect(team).toHaveLength(teamMemberIds.length)
    expect(Math.min(...founders)).toBeGreaterThan(2 * Math.max(...team))

    // Each founder's words stand beside the portrait, and the two founders side by side.
    const founder = page.locator('#about-founders ~ ul > li')
    const boxes = async () => ({
      portrait: await founder.first().locator('[aria-hidden="true"]').first().boundingBox(),
      name: await founder.first().locator('h3').boundingBox(),
    })
    const { portrait, name } = await boxes()
    expect(name?.x).toBeGreaterThan((portrait?.x ?? 0) + (portrait?.width ?? 0))
    const tops = await founder.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    )
    expect(new Set(tops).size).toBe(1)

    const memberTops = await page
      .locator('#about-team ~ ul > li')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
    expect(memberTops.filter((top) => top === memberTops[0]).length).toBeGreaterThanOrEqual(3)

    await page.setViewportSize(PHONE)
    const stacked = await boxes()
    expect(stacked.name?.y).toBeGreaterThan(
      (stacked.portrait?.y ?? 0) + (stacked.portrait?.height ?? 0),
    )
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
})
