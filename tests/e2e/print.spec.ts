import { expect, type Page, test } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'

import { site } from '../../src/config/site'
import { seoPlanIds } from '../../src/content/services'
import { splitLocale } from '../../src/features/i18n/localePath'
import { copyIn } from '../copy'
import { gotoHydrated, normalize, textsOf, waitForIsland } from './helpers'
import { textLostOnPaper } from './paper'

// Left where they load, as a prospect printing prices would: blocks below have not faded in.

/** Four pages per language, between them every kind of block the site prints. */
const printedPages = [
  '/',
  '/services/seo',
  '/about',
  '/accessibility',
  '/es/servicios/cro',
  '/es/clientes',
  '/es/blog/archivo-llms-txt-2025',
  '/es/privacidad',
  '/pt/blueprint',
  '/pt/contato',
  '/pt/servicos/shopify',
  '/pt/privacidade',
]

// A word broken at its hyphen at a line's end ("palavras-chave") is joined again.
async function printedText(page: Page): Promise<string> {
  const pdf = await page.pdf({ format: 'A4' })
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  })
  return normalize(text.replace(/(\p{L})-\s*\n\s*(\p{L})/gu, '$1-$2'))
}

for (const path of printedPages) {
  test(`${path} prints every text legible, disclosures open, outbound addresses shown, no menus or buttons`, async ({
    page,
  }) => {
    const t = copyIn(splitLocale(path).locale)
    await gotoHydrated(page, path)
    await page.emulateMedia({ media: 'print' })

    expect(await textLostOnPaper(page)).toEqual([])
    // Every disclosure's content, a menu's excepted (the blueprint's sections on a phone).
    for (const answer of await page.locator('main details:not(nav *) > :not(summary)').all()) {
      await expect(answer).toBeVisible()
    }
    await expect(page.locator('header').first().locator('a:visible')).toHaveCount(1)
    await expect(page.getByRole('link', { name: t('common:cta.primary') })).toBeHidden()
    const outbound = await page
      .locator('main a[href^="http"]:visible')
      .evaluateAll((links) =>
        links.map((link) => [
          getComputedStyle(link, '::after').content,
          JSON.stringify(` (${link.getAttribute('href')})`),
        ]),
      )
    for (const [shown, address] of outbound) expect(shown).toBe(address)
  })
}

test('the paper check finds what printing lost before the print stylesheet: on screen, the SEO hero is white on a gradient and lower blocks are transparent', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await gotoHydrated(page, '/services/seo')
  const lost = await textLostOnPaper(page)
  expect(lost).toContainEqual(
    expect.objectContaining({
      text: copyIn('en')('seo:hero.title'),
      why: expect.stringMatching(/^section has background/),
    }),
  )
  expect(lost.filter(({ why }) => why.startsWith('opacity 0')).length).toBeGreaterThan(0)
})

// Once, in Portuguese: the print stylesheet is the same in every language, whose texts the loop above checks.
test('/pt/servicos/seo printed to PDF lists the three plans, their prices and features, without their buttons', async ({
  page,
}) => {
  const t = copyIn('pt')
  await gotoHydrated(page, '/pt/servicos/seo')
  const plans = page.locator('#seo-pricing ~ ul > li')
  const shown = [
    ...(await textsOf(plans.locator('h3'))),
    ...(await textsOf(plans.locator('strong'))),
    ...(await textsOf(plans.locator('ul > li'))),
  ]
  expect(shown).toHaveLength(3 + 3 + 15)

  const printed = await printedText(page)
  for (const text of shown) expect(printed).toContain(text)
  for (const id of seoPlanIds) expect(printed).not.toContain(t(`seo:pricing.plan.${id}.cta`))
})

test('the CRO calculator prints the figures the visitor set: each input and every result', async ({
  page,
}) => {
  const t = copyIn('es')
  await gotoHydrated(page, '/es/servicios/cro')
  // Below the first screen: a key pressed before its island hydrates is lost.
  await waitForIsland(page.locator('[data-island]:has(input[type="range"])'))
  const visitors = page.getByRole('slider', { name: t('cro:calculator.visitors') })
  const before = await visitors.getAttribute('aria-valuetext')
  await visitors.focus()
  await page.keyboard.press('End')
  await expect(visitors).not.toHaveAttribute('aria-valuetext', before ?? '')

  const inputs = await page
    .getByRole('slider')
    .evaluateAll((sliders) => sliders.map((slider) => slider.getAttribute('aria-valuetext')))
  const results = await textsOf(
    page
      .locator('dl')
      .filter({ hasText: t('cro:calculator.currentCustomers') })
      .locator('dt, dd'),
  )
  expect(inputs).toHaveLength(3)
  expect(results).toHaveLength(8)

  const printed = await printedText(page)
  for (const text of [...inputs, ...results]) expect(printed).toContain(text)
})

test('/es/privacidad printed to PDF keeps every section, the date and the facts, without its button', async ({
  page,
}) => {
  const t = copyIn('es')
  await gotoHydrated(page, '/es/privacidad')
  const headings = await textsOf(page.locator('main article h2'))
  expect(headings).toHaveLength(9)
  const updated = normalize(await page.locator('main time').innerText())

  const printed = await printedText(page)
  for (const text of [...headings, updated, site.legalName, site.legal.privacyEmail]) {
    expect(printed).toContain(text)
  }
  expect(printed).not.toContain(t('privacy:browser.clear.button'))
})
