import { expect, test } from '@playwright/test'

import { site } from '../../src/config/site'
import { copyIn } from '../copy'
import { gotoHydrated } from './helpers'

const [en, es, pt] = [copyIn('en'), copyIn('es'), copyIn('pt')]

test.describe('footer', () => {
  test('has the four columns with their links, localized', async ({ page }) => {
    await gotoHydrated(page, '/es/nada')
    const footer = page.locator('footer')
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText(
      ['services', 'company', 'connect', 'projects'].map((id) => es(`common:footer.${id}`)),
    )
    const services = footer
      .locator('section', { hasText: es('common:footer.services') })
      .getByRole('link')
    const hrefs = await services.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual([
      '/es/servicios/seo',
      '/es/servicios/geo',
      '/es/servicios/cro',
      '/es/servicios/shopify',
      '/es/servicios/saas',
    ])
    const company = footer
      .locator('section', { hasText: es('common:footer.company') })
      .getByRole('link')
    await expect(company).toHaveText(
      ['about', 'clients', 'blog'].map((id) => es(`common:nav.${id}`)),
    )
    await expect(footer.getByRole('link', { name: es('common:nav.getQuote') })).toHaveAttribute(
      'href',
      '/es/contacto',
    )
    await expect(footer.getByRole('link', { name: es('common:footer.emailUs') })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    )
    await expect(footer.getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute(
      'href',
      site.social.linkedin,
    )
    await expect(footer.getByRole('link', { name: /^X / })).toHaveAttribute(
      'href',
      site.social.twitter,
    )
  })

  test('opens the four projects and the agency’s profiles in a new tab, safely', async ({
    page,
  }) => {
    await gotoHydrated(page, '/nothing')
    const footer = page.locator('footer')
    const projects = footer
      .locator('section', { hasText: en('common:footer.projects') })
      .getByRole('link')
    await expect(projects).toHaveCount(4)
    await expect(projects).toHaveText([/VibeQA/, /Managio/, /Access Age/, /Ezeo/])
    await expect(footer.getByRole('link', { name: /Access Age/ })).toHaveAttribute(
      'href',
      /apps\.shopify\.com/,
    )
    const external = footer.locator('a[target="_blank"]')
    await expect(external).toHaveCount(7)
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect(
      footer.getByRole('link', { name: en('common:footer.sourceCode') }),
    ).toHaveAttribute('href', /github\.com/)
  })

  test('shows the tagline and the copyright with the current year and company name', async ({
    page,
  }) => {
    await gotoHydrated(page, '/pt/nada')
    const footer = page.locator('footer')
    await expect(footer).toContainText(pt('common:footer.tagline'))
    await expect(footer).toContainText(
      pt('common:footer.copyright', { year: new Date().getFullYear(), name: site.name }),
    )
  })
})
