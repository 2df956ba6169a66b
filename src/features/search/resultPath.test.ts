import { describe, expect, it } from 'vitest'

import { resultPath } from './resultPath'

describe('resultPath', () => {
  it("is the page's address without its file's .html", () => {
    expect(resultPath('/es/servicios/seo.html')).toBe('/es/servicios/seo')
    expect(resultPath('/blog/cro-for-saas.html')).toBe('/blog/cro-for-saas')
    expect(resultPath('/pt.html')).toBe('/pt')
  })

  it('is / for the home page, however Pagefind wrote it', () => {
    expect(resultPath('/index.html')).toBe('/')
    expect(resultPath('/')).toBe('/')
  })

  it('drops a trailing slash or index.html inside a folder', () => {
    expect(resultPath('/es/blog/')).toBe('/es/blog')
    expect(resultPath('/es/blog/index.html')).toBe('/es/blog')
  })
})
