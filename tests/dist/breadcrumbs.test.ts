import { expect, test } from 'vitest'

import { site } from '../../src/config/site'
import { splitLocale } from '../../src/features/i18n/localePath'
import { readSitemap } from '../audit/sitePages'
import { copyIn } from '../copy'
import { builtPagesByPath, jsonLdOf } from './builtPages'

const pages = await builtPagesByPath()

/** The breadcrumb list of a page, found by its label in the page's language. */
const trailOf = (path: string, document: Document) =>
  document.querySelector(
    `main nav[aria-label="${copyIn(splitLocale(path).locale)('common:breadcrumb.label')}"] ol`,
  )

interface ListItem {
  name: string
  item: string
}

/** Google counts only visible markup: every page shows the trail it marks up, and marks up none it does not show. */
test('every breadcrumb trail marked up is the one the page shows, links included', () => {
  const faults: string[] = []
  for (const [path, page] of pages) {
    const marked = jsonLdOf(page).find((block) => block['@type'] === 'BreadcrumbList') as
      | { itemListElement: ListItem[] }
      | undefined
    const nav = trailOf(path, page.document)
    if (!marked && !nav) continue
    if (!marked || !nav) {
      faults.push(`${path}: ${marked ? 'marks up a trail it does not show' : 'shows no trail'}`)
      continue
    }
    const shown = [...nav.querySelectorAll('li')].map((item) => {
      const link = item.querySelector('a')
      return {
        name: item.textContent,
        item: link ? `${site.origin}${link.getAttribute('href')}` : `${site.origin}${path}`,
        current: item.querySelector('[aria-current="page"]') !== null,
      }
    })
    const expected = marked.itemListElement.map(({ name, item }, index, all) => ({
      name,
      item,
      current: index === all.length - 1,
    }))
    if (JSON.stringify(shown) !== JSON.stringify(expected)) {
      faults.push(`${path}: shows ${JSON.stringify(shown)}, marks up ${JSON.stringify(expected)}`)
    }
  }
  expect(faults).toEqual([])
})

test('every page of the sitemap below a home page shows its trail', () => {
  const below = readSitemap().filter(({ path }) => splitLocale(path).logicalPath !== '/')
  const without = below.filter(({ path }) => {
    const page = pages.get(path)
    return !page || !trailOf(path, page.document)?.querySelector('[aria-current="page"]')
  })
  expect(below.length).toBeGreaterThan(40)
  expect(without.map(({ path }) => path)).toEqual([])
})
