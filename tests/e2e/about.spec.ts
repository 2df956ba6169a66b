import { expect, test } from '@playwright/test'

import { localeInfo } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { yearsInBusiness } from '../../src/content/company'
import { founderIds, founders } from '../../src/content/team'
import { localizePath } from '../../src/features/i18n/localePath'
import { copyIn } from '../copy'
import { collectBrowserErrors, gotoHydrated, jsonLdBlocks, locales, textsOf } from './helpers'

// The page behaves the same in every language: tested in English, copy from locales/en. Only
// the founders' biographies, in Spanish on every page, are marked differently by language.
const t = copyIn('en')
const text = {
  sections: [
    ...['story', 'timeline', 'founders', 'team', 'values'].map((id) => t(`about:${id}.title`)),
    t('about:stats.title', { name: site.name }),
    t('common:cta.title'),
  ],
  founderRoles: founderIds.map((id) => t(`people:roles.${id}`)),
  firstMember: t('people:roles.diego'),
  stats: [`${yearsInBusiness}+`, '500+', '11'],
  contact: t('common:cta.primary'),
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

  test('leads to the contact page and the services, and describes the founders to search engines', async ({
    page,
  }) => {
    await gotoHydrated(page, url)
    const main = page.locator('main')
    await expect(main.getByRole('link', { name: text.contact })).toHaveAttribute('href', '/contact')
    await expect(main.getByRole('link', { name: text.services })).toHaveAttribute(
      'href',
      '/services',
    )

    const blocks = await jsonLdBlocks(page)
    const organization = blocks.find((block) => block['@type'] === 'Organization')
    expect(organization).toMatchObject({
      foundingDate: '2011',
      founder: [
        { '@type': 'Person', name: 'Alejandro Vega', jobTitle: text.founderRoles[0] },
        { '@type': 'Person', name: 'Lucía Paredes', jobTitle: text.founderRoles[1] },
      ],
      numberOfEmployees: { value: 11 },
    })
    expect(blocks.find((block) => block['@type'] === 'AboutPage')).toMatchObject({
      inLanguage: localeInfo('en').tag,
      about: { '@id': organization?.['@id'] },
    })
  })
})

for (const { code, tag } of locales) {
  test(`the founders’ biographies stay in Spanish, marked as such on the ${code} page`, async ({
    page,
  }) => {
    const url = localizePath(code, '/about')
    await gotoHydrated(page, url)
    const bios = page.locator('#about-founders ~ ul > li p:last-child')
    await expect(bios).toHaveCount(2)
    await expect(bios.first()).toHaveText(founders.alejandro.bio)
    for (const bio of await bios.all()) {
      if (tag === 'es-MX') await expect(bio).not.toHaveAttribute('lang')
      else await expect(bio).toHaveAttribute('lang', 'es-MX')
    }
    // The emoji stand in for portraits: pictures shipped with the site, not characters an emoji
    // font must have (without one they were empty boxes), and decorative, so screen readers
    // skip them. Drawn from the picture sprite: its symbol has loaded when it has a size.
    const pictures = page.locator('#about-team ~ ul > li svg')
    await expect(pictures).toHaveCount(9)
    for (const picture of await pictures.all()) {
      await expect(picture).toHaveAttribute('aria-hidden', 'true')
      const use = picture.locator('use')
      await expect(use).toHaveAttribute(
        'href',
        /^\/assets\/pictures\.[\w-]+\.svg#emoji-[0-9a-f-]+$/,
      )
      await picture.scrollIntoViewIfNeeded()
      await expect
        .poll(() => use.evaluate((drawn: SVGUseElement) => drawn.getBBox().width))
        .toBeGreaterThan(0)
    }
    await expect(page.locator('#about-team ~ ul')).not.toContainText(/\p{Extended_Pictographic}/u)
  })
}
