import { expect, test } from 'vitest'

import { ownTitle, pageTitle } from './pageTitle'

test("a page's title ends with the site's name, which ownTitle takes off again", () => {
  expect(pageTitle('Precios de SEO')).toBe('Precios de SEO | Nexa Digital')
  expect(ownTitle(pageTitle('Precios de SEO'))).toBe('Precios de SEO')
})

test("a post's title loses the blog's name, and a title with no suffix stays whole", () => {
  expect(ownTitle('CRO para SaaS: de visitante a cliente | Blog de Nexa Digital')).toBe(
    'CRO para SaaS: de visitante a cliente',
  )
  expect(ownTitle('Nexa Digital')).toBe('Nexa Digital')
})
