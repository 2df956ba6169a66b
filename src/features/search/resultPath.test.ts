import { expect, it } from 'vitest'

import { resultPath } from './resultPath'

it.each([
  ['/es/servicios/seo.html', '/es/servicios/seo'],
  ['/pt.html', '/pt'],
  ['/index.html', '/'],
  ['/', '/'],
  ['/es/blog/', '/es/blog'],
  ['/es/blog/index.html', '/es/blog'],
])('a result Pagefind wrote as %s links to %s', (url, path) => {
  expect(resultPath(url)).toBe(path)
})
