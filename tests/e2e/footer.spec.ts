import { expect, test } from '@playwright/test'

import { gotoHydrated } from './helpers'

test.describe('footer', () => {
  test('has the four columns with their links, localized', async ({ page }) => {
    await gotoHydrated(page, '/es/nada')
    const footer = page.locator('footer')
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText([
      'Servicios',
      'Empresa',
      'Contacto',
      'Nuestros proyectos',
    ])
    const services = footer.locator('section', { hasText: 'Servicios' }).getByRole('link')
    const hrefs = await services.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual([
      '/es/services/seo',
      '/es/services/geo',
      '/es/services/cro',
      '/es/services/shopify',
    ])
    const company = footer.locator('section', { hasText: 'Empresa' }).getByRole('link')
    await expect(company).toHaveText(['Nosotros', 'Clientes', 'Blog'])
    await expect(footer.getByRole('link', { name: 'Solicita una cotización' })).toHaveAttribute(
      'href',
      '/es/contact',
    )
    await expect(footer.getByRole('link', { name: 'Escríbenos' })).toHaveAttribute(
      'href',
      'mailto:hello@nexadigital.agency',
    )
  })

  test('opens the four projects and the source-code profile in a new tab, safely', async ({
    page,
  }) => {
    await gotoHydrated(page, '/nothing')
    const footer = page.locator('footer')
    const projects = footer.locator('section', { hasText: 'Our Projects' }).getByRole('link')
    await expect(projects).toHaveCount(4)
    await expect(projects).toHaveText([/VibeQA/, /Managio/, /Access Age/, /Ezeo/])
    await expect(footer.getByRole('link', { name: /Access Age/ })).toHaveAttribute(
      'href',
      /apps\.shopify\.com/,
    )
    const external = footer.locator('a[target="_blank"]')
    await expect(external).toHaveCount(5)
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect(footer.getByRole('link', { name: /source code on GitHub/ })).toHaveAttribute(
      'href',
      /github\.com/,
    )
  })

  test('shows the tagline and the copyright with the current year and company name', async ({
    page,
  }) => {
    await gotoHydrated(page, '/pt/nada')
    const footer = page.locator('footer')
    await expect(footer).toContainText('Fazendo mágica digital desde 2011')
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} Nexa Digital. Todos os direitos reservados.`,
    )
  })
})
