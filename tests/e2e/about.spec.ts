import { expect, test } from '@playwright/test'

import { collectBrowserErrors, gotoHydrated, jsonLdBlocks, locales, textsOf } from './helpers'

const copy = {
  en: {
    pageTitle: 'About Us: Our Story, Team and Values | Nexa Digital',
    title: 'Strategy and engineering at the same table',
    sections: [
      'Our story',
      'Our journey',
      'Meet the founders',
      'The team behind the results',
      'What we stand for',
      'Nexa Digital in figures',
      'Ready to transform your digital presence?',
    ],
    founderRoles: ['Co-founder & CEO', 'Co-founder & CTO'],
    firstMember: 'Head of SEO',
    stats: ['13+', '500+', '11', '∞'],
    contact: 'Get Your Free Audit',
    services: 'Explore Our Services',
  },
  es: {
    pageTitle: 'Nosotros: nuestra historia, equipo y valores | Nexa Digital',
    title: 'Estrategia e ingeniería en la misma mesa',
    sections: [
      'Nuestra historia',
      'Nuestro recorrido',
      'Conoce a los fundadores',
      'El equipo detrás de los resultados',
      'Lo que nos define',
      'Nexa Digital en cifras',
      '¿Listo para transformar tu presencia digital?',
    ],
    founderRoles: ['Cofundador y CEO', 'Cofundadora y CTO'],
    firstMember: 'Director de SEO',
    stats: ['13+', '500+', '11', '∞'],
    contact: 'Obtén tu auditoría gratis',
    services: 'Conoce nuestros servicios',
  },
  pt: {
    pageTitle: 'Sobre nós: nossa história, equipe e valores | Nexa Digital',
    title: 'Estratégia e engenharia na mesma mesa',
    sections: [
      'Nossa história',
      'Nossa trajetória',
      'Conheça os fundadores',
      'A equipe por trás dos resultados',
      'No que acreditamos',
      'Nexa Digital em números',
      'Pronto para transformar sua presença digital?',
    ],
    founderRoles: ['Cofundador e CEO', 'Cofundadora e CTO'],
    firstMember: 'Head de SEO',
    stats: ['13+', '500+', '11', '∞'],
    contact: 'Peça sua auditoria gratuita',
    services: 'Conheça nossos serviços',
  },
}

for (const { code, prefix, tag } of locales) {
  test.describe(`About page (${code})`, () => {
    const text = copy[code]
    const url = `${prefix}/about`

    test('tells the story: six milestones, two founders, nine team members, three values, four figures', async ({
      page,
    }) => {
      const errors = collectBrowserErrors(page)
      await gotoHydrated(page, url)
      await expect(page).toHaveTitle(text.pageTitle)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title)
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

    test('keeps the founders’ biographies in Spanish, marked as such on other languages’ pages', async ({
      page,
    }) => {
      await gotoHydrated(page, url)
      const bios = page.locator('#about-founders ~ ul > li p:last-child')
      await expect(bios).toHaveCount(2)
      await expect(bios.first()).toContainText('Fundé la agencia en 2011')
      for (const bio of await bios.all()) {
        if (tag === 'es-MX') await expect(bio).not.toHaveAttribute('lang')
        else await expect(bio).toHaveAttribute('lang', 'es-MX')
      }
      // The emoji stand in for portraits and are hidden from screen readers.
      const emoji = page.locator('#about-team ~ ul > li [aria-hidden="true"]')
      await expect(emoji).toHaveCount(9)
      await expect(page.getByRole('img', { name: '🔍' })).toHaveCount(0)
    })

    test('leads to the contact page and the services, and describes the founders to search engines', async ({
      page,
    }) => {
      await gotoHydrated(page, url)
      const main = page.locator('main')
      await expect(main.getByRole('link', { name: text.contact })).toHaveAttribute(
        'href',
        `${prefix}/contact`,
      )
      await expect(main.getByRole('link', { name: text.services })).toHaveAttribute(
        'href',
        `${prefix}/services`,
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
        inLanguage: tag,
        about: { '@id': organization?.['@id'] },
      })
    })
  })
}
