import { expect, test } from '@playwright/test'

import { copyIn } from '../copy'
import { collectBrowserErrors, gotoHydrated, textsOf } from './helpers'

// Tested in English; structured data per language is tests/dist/structuredData.test.ts's.
const t = copyIn('en')
const text = {
  sections: [
    ...['platforms', 'process', 'results', 'features'].map((id) => t(`geo:${id}.title`)),
    t('common:cta.offer.geo-check.title'),
  ],
  // Each maker's figure in its own unit (src/content/aiPlatforms.ts), or none where none is published.
  users: [
    t('geo:platforms.users.week', { users: '800M' }),
    t('geo:platforms.users.month', { users: '650M' }),
    t('geo:platforms.unpublished'),
    t('geo:platforms.unpublished'),
    t('geo:platforms.users.month', { users: '150M' }),
    t('geo:platforms.users.month', { users: '1B' }),
  ],
  steps: ['audit', 'optimize', 'monitor', 'iterate'].map((id) => t(`geo:process.${id}.title`)),
  reach: '800M',
}

test('the GEO page has the six AI assistants with their published users, the process, results and features', async ({
  page,
}) => {
  const errors = collectBrowserErrors(page)
  await gotoHydrated(page, '/services/geo')
  expect(await textsOf(page.locator('main h2'))).toEqual(text.sections)
  const platforms = page.locator('#geo-platforms ~ * li')
  expect(await textsOf(platforms.locator('span:first-of-type'))).toEqual([
    'ChatGPT',
    'Gemini',
    'Claude',
    'Perplexity',
    'Copilot',
    'Meta AI',
  ])
  expect(await textsOf(platforms.locator('span:last-of-type'))).toEqual(text.users)
  expect(await textsOf(page.locator('#geo-process ~ * ol > li h3'))).toEqual(text.steps)
  expect((await textsOf(page.locator('#geo-results ~ * dd')))[0]).toBe(text.reach)
  await expect(page.locator('#geo-features ~ * > li')).toHaveCount(3)
  await expect(page.getByRole('link', { name: t('common:cta.secondary') })).toHaveAttribute(
    'href',
    '/services',
  )
  expect(errors).toEqual([])
})
