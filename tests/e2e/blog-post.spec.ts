import { expect, test } from '@playwright/test'

import { copyIn, postIn } from '../copy'
import { collectBrowserErrors, gotoHydrated } from './helpers'

// A post's words, dates, links, share links and language switcher in every language, and the blog's
// not-found page, are read from their HTML (tests/dist/blogPages.test.ts).
const t = copyIn('en')
const post = postIn('en', 'cro-for-saas')

test('a post opens from the blog’s list by link, with its whole body, and leads back', async ({
  page,
}) => {
  const errors = collectBrowserErrors(page)
  await gotoHydrated(page, '/blog')
  await page.getByRole('link', { name: post.title }).click()
  await expect(page).toHaveURL(`/blog/${post.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
  await expect(page.locator('main article h2').first()).toHaveText(
    /<h2[^>]*>(.*?)<\/h2>/.exec(post.html)?.[1] ?? '',
  )
  await page
    .getByRole('navigation', { name: t('common:breadcrumb.label') })
    .getByRole('link', { name: t('common:nav.blog') })
    .click()
  await expect(page).toHaveURL('/blog')
  await expect(page.locator('main article h3 a')).toHaveCount(6)
  expect(errors).toEqual([])
})
