import { readFile } from 'node:fs/promises'

import { expect, type Page, test as base } from '@playwright/test'

import type { Locale } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { ENQUIRY_DRAFT_STORAGE_KEY } from '../../src/features/contact/enquiryDraftKey'
import { type FailureReason, SUBMIT_TIMEOUT_MS } from '../../src/features/contact/submitEnquiry'
import { copyIn } from '../copy'
import { collectBrowserErrors, freezeClock, gotoHydrated, waitForHydration } from './helpers'
import { ENQUIRIES_FILE } from './paths'

function copyOf(code: Locale) {
  const t = copyIn(code)
  const form = (key: string, options: Record<string, string> = {}) =>
    t(`contact:form.${key}`, options)
  return {
    labels: {
      name: form('name.label'),
      email: form('email.label'),
      company: form('company.label'),
      service: form('service.label'),
      plan: form('plan.label'),
      timeline: form('timeline.label'),
      budget: form('budget.label'),
      message: form('message.label'),
    },
    service: form('service.options.shopify'),
    timeline: form('timeline.options.quarter'),
    submit: form('submit'),
    sending: form('sending'),
    success: form('success'),
    failed: (reason: FailureReason) =>
      form(`failed.${reason}`, { seconds: String(SUBMIT_TIMEOUT_MS / 1000) }),
    emailDraft: form('emailDraft', { email: site.email }),
  }
}

type Copy = ReturnType<typeof copyOf>

/** The enquiry the agency reads is in English, whatever the visitor's language. */
const english = {
  ...copyOf('en'),
  // Written out, not formatted here: the budget options' own formatting is under test.
  budget: copyIn('en')('contact:form.budget.options.between', {
    min: 'USD 15,000',
    max: 'USD 50,000',
  }),
}

const typed = {
  name: 'Lucía Torres',
  email: 'lucia@example.com',
  company: 'Casa Azul',
  message: 'We need a faster store before Black Friday.\nCan we talk next week?',
}

interface FormService {
  /** The enquiries posted, as JSON: how they are posted is submitEnquiry.test.ts's. */
  received: unknown[]
  answerWith(next: 'accept' | 'refuse' | 'hold'): void
  /** Answers a held enquiry. */
  release(): void
}

// Stands in for the form service (Web3Forms): records each enquiry and answers as the test asks.
const test = base.extend<{ formService: FormService }>({
  formService: async ({ page }, provide) => {
    const received: FormService['received'] = []
    let answer: Parameters<FormService['answerWith']>[0] = 'accept'
    let release = () => {}
    await page.route('**/api/enquiries', async (route) => {
      received.push(route.request().postDataJSON())
      if (answer === 'hold') await new Promise<void>((resolve) => (release = resolve))
      await route.fulfill({ json: { success: answer !== 'refuse' } })
    })
    await provide({ received, answerWith: (next) => (answer = next), release: () => release() })
  },
})

type FieldId = keyof Copy['labels']

const SELECTS: readonly FieldId[] = ['service', 'plan', 'timeline', 'budget']

/** By accessible name, as a screen reader announces it: without the decorative "*". */
function field(page: Page, text: Copy, id: FieldId) {
  const role = SELECTS.includes(id) ? 'combobox' : 'textbox'
  return page.locator('main form').getByRole(role, { name: text.labels[id], exact: true })
}

async function fillForm(page: Page, text: Copy) {
  await field(page, text, 'name').fill(typed.name)
  await field(page, text, 'email').fill(typed.email)
  await field(page, text, 'company').fill(typed.company)
  await field(page, text, 'service').selectOption({ label: text.service })
  await field(page, text, 'timeline').selectOption({ label: text.timeline })
  await field(page, text, 'budget').selectOption('from15k')
  await field(page, text, 'message').fill(typed.message)
}

async function expectDraftKept(page: Page, text: Copy) {
  await expect(field(page, text, 'name')).toHaveValue(typed.name)
  await expect(field(page, text, 'email')).toHaveValue(typed.email)
  await expect(field(page, text, 'company')).toHaveValue(typed.company)
  await expect(field(page, text, 'service')).toHaveValue('shopify')
  await expect(field(page, text, 'timeline')).toHaveValue('quarter')
  await expect(field(page, text, 'budget')).toHaveValue('from15k')
  await expect(field(page, text, 'message')).toHaveValue(typed.message)
}

async function expectFailureShown(page: Page, text: Copy, reason: FailureReason) {
  const status = page.locator('main form').getByRole('status')
  await expect(status).toContainText(text.failed(reason))
  const link = status.getByRole('link', { name: reason === 'error' ? site.email : text.emailDraft })
  const href = (await link.getAttribute('href')) ?? ''
  expect(href.startsWith(`mailto:${site.email}?`)).toBe(true)
  const mail = new URLSearchParams(href.slice(href.indexOf('?') + 1))
  expect(mail.get('subject')).toContain(typed.name)
  expect(mail.get('body')).toContain(`${text.labels.company}: ${typed.company}`)
  expect(mail.get('body')).toContain(`${text.labels.service}: ${text.service}`)
  expect(mail.get('body')).toContain(typed.message)
  await expect(status.locator('svg')).toBeVisible()
  await expect(status.locator('p')).toBeFocused()
  await expect(status.locator('p')).toBeInViewport({ ratio: 1 })
  await expect(page.getByRole('button', { name: text.submit })).toBeEnabled()
}

// In Portuguese, whose budgets are written another way: the enquiry is sent in English all the same.
test.describe('contact form (pt)', () => {
  const text = copyOf('pt')
  const url = '/pt/contato'

  test('sends the enquiry once, every field in English, then clears the form; the message takes the focus and stays until another enquiry starts', async ({
    page,
    formService,
  }) => {
    const errors = collectBrowserErrors(page)
    await freezeClock(page)
    await gotoHydrated(page, url)
    await fillForm(page, text)
    formService.answerWith('hold')
    await page.getByRole('button', { name: text.submit }).click()
    const sending = page.getByRole('button', { name: text.sending })
    await expect(sending).toBeDisabled()
    await expect(page.locator('main form').getByRole('status')).toBeEmpty()
    // While sending, the fields are read-only: what is shown is what was sent.
    for (const id of ['name', 'email', 'company', 'message'] as const) {
      await expect(field(page, text, id)).not.toBeEditable()
    }
    await field(page, text, 'message').focus()
    await page.keyboard.type(' And one more thing.')
    await field(page, text, 'service').selectOption('seo')
    await expectDraftKept(page, text)
    // A second submission while the first is under way (Enter in a field, a script) sends nothing.
    await page.locator('main form').evaluate((form: HTMLFormElement) => form.requestSubmit())
    await expect.poll(() => formService.received.length).toBe(1)
    formService.release()

    const status = page.locator('main form').getByRole('status')
    await expect(status).toHaveText(text.success)
    // Each field of the contract is enquiry.test.ts's; here, that each field of the form reaches it.
    expect(formService.received).toHaveLength(1)
    expect(formService.received[0]).toMatchObject({
      name: typed.name,
      email: typed.email,
      company: typed.company,
      service: english.service,
      timeline: english.timeline,
      budget: english.budget,
      message: typed.message,
      botcheck: false,
      submission_id: expect.stringMatching(/^\d+(-\d+){3}$/),
    })
    for (const id of Object.keys(text.labels) as FieldId[]) {
      await expect(field(page, text, id)).toHaveValue('')
    }

    const message = status.getByText(text.success)
    await expect(message).toBeFocused()
    // Seen whole, top and bottom edges on screen under nothing (the fixed header); polled, as the page scrolls.
    await expect
      .poll(() =>
        message.evaluate((element) => {
          const { left, width, top, bottom } = element.getBoundingClientRect()
          return [top + 2, bottom - 2].map((y) =>
            element.contains(document.elementFromPoint(left + width / 2, y)),
          )
        }),
      )
      .toEqual([true, true])
    await page.clock.runFor(60_000)
    await expect(status).toHaveText(text.success)
    await field(page, text, 'name').fill('A')
    await expect(status).toBeEmpty()
    expect(errors).toEqual([])
  })
})

test.describe('contact form', () => {
  const text = copyOf('en')
  const url = '/contact'

  test('a visitor who loses the connection mid-send and comes back later in the tab finds the message; a retry is known as one; once sent, it is gone, and a new enquiry is a new one', async ({
    page,
    context,
    formService,
  }) => {
    const ids: string[] = []
    await page.route('**/api/enquiries', async (route) => {
      ids.push((route.request().postDataJSON() as { submission_id: string }).submission_id)
      if (ids.length > 1) return route.fallback()
      await context.setOffline(true)
      await route.abort('internetdisconnected')
    })
    await gotoHydrated(page, url)
    await fillForm(page, text)
    await page.getByRole('button', { name: text.submit }).click()
    await expectFailureShown(page, text, 'offline')
    await expectDraftKept(page, text)

    await context.setOffline(false)
    await gotoHydrated(page, '/services')
    await gotoHydrated(page, url)
    await expectDraftKept(page, text)

    await page.getByRole('button', { name: text.submit }).click()
    await expect(page.locator('main form').getByRole('status')).toHaveText(text.success)
    expect(ids).toEqual([ids[0], ids[0]])
    expect(formService.received).toHaveLength(1)
    await page.reload()
    await waitForHydration(page)
    await expect(field(page, text, 'message')).toHaveValue('')
    const saved = await page.evaluate(
      (key) => sessionStorage.getItem(key),
      ENQUIRY_DRAFT_STORAGE_KEY,
    )
    expect(saved).toBeNull()

    await fillForm(page, text)
    await page.getByRole('button', { name: text.submit }).click()
    await expect.poll(() => formService.received.length).toBe(2)
    expect(ids).toHaveLength(3)
    expect(ids[2]).not.toBe(ids[0])
  })

  // Storage that cannot be read at all is savedDraft.test.ts's.
  test('a draft is kept in this tab only, never in local storage, and what the form cannot show of a broken one is left out', async ({
    page,
  }) => {
    await gotoHydrated(page, url)
    await field(page, text, 'message').fill(typed.message)
    const stored = await page.evaluate(() => ({ ...localStorage }))
    expect(Object.values(stored).join()).not.toContain('Black Friday')
    const saved = await page.evaluate(
      (key) => sessionStorage.getItem(key),
      ENQUIRY_DRAFT_STORAGE_KEY,
    )
    expect(saved).toContain('Black Friday')

    await page.evaluate(
      (key) =>
        sessionStorage.setItem(key, '{"draft":{"name":"Ana","message":7,"service":"nonsense"}}'),
      ENQUIRY_DRAFT_STORAGE_KEY,
    )
    const errors = collectBrowserErrors(page)
    await page.reload()
    await waitForHydration(page)
    await expect(field(page, text, 'name')).toHaveValue('Ana')
    await expect(field(page, text, 'message')).toHaveValue('')
    // The list shows its placeholder, not a blank box.
    await expect(field(page, text, 'service')).toHaveJSProperty('selectedIndex', 0)
    await field(page, text, 'email').fill(typed.email)
    expect(errors).toEqual([])
  })

  // The service pages' links to these addresses are read from their HTML (tests/dist/pageContent.test.ts).
  test('an offer’s address opens the form with its plan and service chosen over a saved draft’s, which fills the rest; the service can still change, and the enquiry names both in English', async ({
    page,
    formService,
  }) => {
    const es = copyIn('es')
    const text = copyOf('es')
    const saved = JSON.stringify({ draft: { service: 'geo', name: typed.name } })
    await page.addInitScript(([key, draft]) => sessionStorage.setItem(key, draft), [
      ENQUIRY_DRAFT_STORAGE_KEY,
      saved,
    ] as const)
    await gotoHydrated(page, '/es/contacto/seo-growth')
    await expect(field(page, text, 'name')).toHaveValue(typed.name)
    await expect(field(page, text, 'service')).toHaveValue('seo')
    await expect(field(page, text, 'plan')).toHaveValue('seo-growth')
    const trail = page.getByRole('navigation', { name: es('common:breadcrumb.label') })
    expect(await trail.getByRole('listitem').allTextContents()).toEqual([
      es('common:breadcrumb.home'),
      es('common:breadcrumb.contact'),
      es('contact:form.plan.options.seo-growth'),
    ])
    await field(page, text, 'service').selectOption('cro')
    await field(page, text, 'email').fill(typed.email)
    await field(page, text, 'message').fill(typed.message)
    await page.getByRole('button', { name: text.submit }).click()
    await expect(page.locator('main form').getByRole('status')).toHaveText(text.success)
    expect(formService.received[0]).toMatchObject({
      service: copyIn('en')('contact:form.service.options.cro'),
      plan: 'SEO Growth plan',
    })
    expect((await page.request.get('/contact/nonsense')).status()).toBe(404)
  })

  // Each answer's reason is submitEnquiry.test.ts's, each reason's words FailureNotice.test.tsx's.
  test('the browser blocks a required field missing or an invalid email; when the service answers success: false, the form says so until the next try, offers the message as a written email and keeps every field', async ({
    page,
    formService,
  }) => {
    await freezeClock(page)
    await gotoHydrated(page, url)
    const form = page.locator('main form')
    await page.getByRole('button', { name: text.submit }).click()
    const name = field(page, text, 'name')
    expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)

    await fillForm(page, text)
    await field(page, text, 'email').fill('lucia at example')
    await page.getByRole('button', { name: text.submit }).click()
    const email = field(page, text, 'email')
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(
      true,
    )
    expect(formService.received).toHaveLength(0)
    await expect(form.getByRole('status')).toBeEmpty()

    formService.answerWith('refuse')
    await email.fill(typed.email)
    await page.getByRole('button', { name: text.submit }).click()
    await expectFailureShown(page, text, 'error')
    await expectDraftKept(page, text)
    await page.clock.runFor(60_000)
    await expectFailureShown(page, text, 'error')
    formService.answerWith('accept')
    await page.getByRole('button', { name: text.submit }).click()
    await expect(form.getByRole('status')).toHaveText(text.success)
    expect(formService.received).toHaveLength(2)
  })
})

// Posted without script: islands.spec.ts, with the form's chunk unreachable.
test.describe('contact form on npm start, with no access key', () => {
  test('posts to the local endpoint, which appends the enquiry to the enquiries file and serves it to nobody', async ({
    page,
  }) => {
    const message = `Local enquiry ${Date.now()}`
    await gotoHydrated(page, '/es/contacto')
    const text = copyOf('es')
    await fillForm(page, text)
    await field(page, text, 'message').fill(message)
    await page.getByRole('button', { name: text.submit }).click()
    await expect(page.locator('main form').getByRole('status')).toHaveText(text.success)
    const lines = (await readFile(ENQUIRIES_FILE, 'utf8')).trim().split('\n')
    const saved = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(saved.find((enquiry) => enquiry.message === message)).toMatchObject({
      name: typed.name,
      service: english.service,
      to_email: site.email,
      botcheck: false,
    })
    // The store is the developer's, never the server's to hand out.
    for (const address of [
      '/enquiries.local.jsonl',
      '/enquiries.local.jsonl?raw',
      '/reports/e2e-enquiries.jsonl',
      `/@fs${ENQUIRIES_FILE}`,
    ]) {
      const response = await page.request.get(address)
      expect(response.status(), address).toBe(404)
      expect(await response.text(), address).not.toContain(message)
    }
  })
})
