import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

import { expect, type Page, test } from '@playwright/test'

import { CLIENT_DIR } from '../../scripts/lib/pageAssets.mjs'
import { copyIn } from '../copy'
import { collectBrowserErrors, PHONE, waitForIsland } from './helpers'
import { ENQUIRIES_FILE } from './paths'

const parseLine = (line: string) => JSON.parse(line) as Record<string, unknown>

// A chunk unreachable (a phone losing signal, a deploy mid-visit) leaves its island as prerendered.

function builtFile(module: string): string {
  const manifest = JSON.parse(
    readFileSync(join(CLIENT_DIR, '..', 'assets.json'), 'utf8'),
  ) as Record<string, { file: string }>
  const entry = manifest[module]
  if (!entry) throw new Error(`${module} is not in the client build`)
  return `/${entry.file}`
}

/** Refuses a chunk's download, as a lost connection would; `asked` settles once it was asked for. */
async function refuse(page: Page, module: string): Promise<{ asked: Promise<unknown> }> {
  const file = builtFile(module)
  let asked: () => void = () => {}
  const wasAsked = new Promise((resolve) => (asked = () => resolve(undefined)))
  await page.route(`**${file}`, async (route) => {
    asked()
    await route.abort('internetdisconnected')
  })
  return { asked: wasAsked }
}

async function expectPageWorks(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-ready', '')
  const services = page.locator('header [data-services-menu] button')
  await services.click()
  await expect(services).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await expect(services).toHaveAttribute('aria-expanded', 'false')
}

const islands = [
  {
    name: 'revenue-calculator',
    module: 'src/features/cro-calculator/RevenueCalculator.tsx',
    path: '/services/cro',
  },
  { name: 'site-search', module: 'src/features/search/SiteSearch.tsx', path: '/es/buscar' },
  {
    name: 'testimonial-carousel',
    module: 'src/features/testimonials/TestimonialCarousel.tsx',
    path: '/pt/clientes',
  },
  {
    name: 'clear-stored-data',
    module: 'src/features/privacy/ClearStoredData.tsx',
    path: '/privacy',
  },
]

for (const { name, module, path } of islands) {
  test(`${name} with its chunk unreachable stays as prerendered on ${path}, and the page works on`, async ({
    page,
  }) => {
    const { asked } = await refuse(page, module)
    await page.goto(path)
    const island = page.locator(`[data-island="${name}"]`)
    const prerendered = await island.innerHTML()
    await island.scrollIntoViewIfNeeded()
    await asked
    await expect(island).not.toHaveAttribute('data-hydrated')
    expect(await island.innerHTML()).toBe(prerendered)
    // The page takes its look without JavaScript, in which the island's HTML works.
    await expect(page.locator('html')).not.toHaveClass(/\bjs\b/)
    await expectPageWorks(page)
  })
}

// As without JavaScript: the form posts itself, and the local endpoint keeps the enquiry.
test('the contact form with its chunk unreachable keeps what was typed and POSTs it, never a GET, landing on the thank-you page in the visitor’s language', async ({
  page,
}) => {
  const t = copyIn('pt')
  const message = `Queremos uma loja mais rápida. ${Date.now()}`
  const errors = collectBrowserErrors(page)
  const { asked } = await refuse(page, 'src/features/contact/ContactForm.tsx')
  await page.goto('/pt/contato')
  const form = page.locator('main form')
  await form.locator('input[name="name"]').fill('Ana Souza')
  await form.locator('input[name="email"]').fill('ana@example.com')
  await form.locator('select[name="service"]').selectOption('shopify')
  await form.locator('textarea[name="message"]').fill(message)
  await asked
  await expectPageWorks(page)
  await expect(form.locator('input[name="name"]')).toHaveValue('Ana Souza')
  await expect(form.locator('textarea[name="message"]')).toHaveValue(message)
  const sent = page.waitForRequest((request) => request.url().includes('/api/enquiries'))
  await form.getByRole('button', { name: t('contact:form.submit') }).click()
  const request = await sent
  expect(request.method()).toBe('POST')
  expect(new URL(request.url()).search).toBe('')
  expect(new URLSearchParams(request.postData() ?? '').get('message')).toBe(message)
  await expect(page).toHaveURL(/\/pt\/obrigado$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('thanks:hero.title'))
  await expect(page.getByText(t('contact:form.success'))).toBeVisible()
  const saved = (await readFile(ENQUIRIES_FILE, 'utf8')).trim().split('\n').map(parseLine)
  expect(saved.find((enquiry) => enquiry.message === message)).toMatchObject({
    name: 'Ana Souza',
    service: 'shopify',
    botcheck: false,
  })
  // The refused chunk is the only trouble the visitor's browser reports.
  expect(errors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([])
})

test.describe('before an island hydrates', () => {
  test.use({ viewport: PHONE })

  /** Holds the islands' hydration until `release`, so the test acts before it, however fast. */
  async function holdHydration(page: Page) {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**${builtFile('src/app/hydrateIsland.tsx')}`, async (route) => {
      await held
      await route.continue()
    })
    return release
  }

  test('what is typed in the contact form before it hydrates is kept, and sent', async ({
    page,
  }) => {
    const release = await holdHydration(page)
    const sent: unknown[] = []
    await page.route('**/api/enquiries', async (route) => {
      sent.push(route.request().postDataJSON())
      await route.fulfill({ json: { success: true, message: 'ok' } })
    })
    await page.goto('/pt/contato')
    const form = page.locator('main form')
    await form.locator('input[name="name"]').fill('Ana Souza')
    await form.locator('textarea[name="message"]').fill('Queremos melhorar a conversão da loja.')
    release()
    await waitForIsland(page.locator('[data-island="contact-form"]'))
    // Typing on, once it has hydrated, keeps what came before.
    await form.locator('input[name="email"]').fill('ana@example.com')
    await form.locator('select[name="service"]').selectOption('cro')
    await expect(form.locator('input[name="name"]')).toHaveValue('Ana Souza')
    await form.getByRole('button', { name: copyIn('pt')('contact:form.submit') }).click()
    await expect.poll(() => sent.length).toBe(1)
    expect(sent[0]).toMatchObject({
      name: 'Ana Souza',
      email: 'ana@example.com',
      message: 'Queremos melhorar a conversão da loja.',
    })
  })

  test('a calculator slider moved keeps its value, and its result follows it once hydrated', async ({
    page,
  }) => {
    const release = await holdHydration(page)
    await page.goto('/services/cro')
    const slider = page.locator('main input[type="range"]').first()
    const before = await slider.inputValue()
    await slider.focus()
    await page.keyboard.press('End')
    const moved = await slider.inputValue()
    expect(moved).not.toBe(before)
    release()
    await waitForIsland(page.locator('[data-island="revenue-calculator"]'))
    await expect(slider).toHaveValue(moved)
    const shown = await slider.getAttribute('aria-valuetext')
    await slider.press('ArrowLeft')
    await expect(slider).not.toHaveAttribute('aria-valuetext', shown ?? '')
  })
})
