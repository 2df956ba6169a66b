import { describe, expect, it } from 'vitest'

import { llmsFullTxt, markdownTwin } from './markdownTwins'

describe('markdownTwin', () => {
  const page = (head: string, main: string) =>
    `<html><head>${head}</head><body><main>${main}</main></body></html>`
  const head =
    '<link rel="canonical" href="https://example.com/es/x"><link rel="alternate" type="text/markdown" href="https://example.com/es/x.md">'

  it('is the main of a page that names one, at the address it names', () => {
    const twin = markdownTwin(
      page(head, '<h1>Hola</h1><p><strong>$9</strong><span>al mes</span> <a href="/y">Y</a></p>'),
    )
    expect(twin).toEqual({
      path: '/es/x.md',
      markdown: '# Hola\n\n**$9** al mes [Y](https://example.com/y)\n',
    })
  })

  it('leaves out a section that only held a form, heading and all', () => {
    const twin = markdownTwin(
      page(
        head,
        '<h1>Contacto</h1><section><h2>Escríbenos</h2><form><input name="n"></form></section>' +
          '<section><h2>Correo</h2><p>hola@example.com</p></section>',
      ),
    )
    expect(twin?.markdown).toBe('# Contacto\n\n## Correo\n\nhola@example.com\n')
  })

  it('is nothing for a page kept out of search engines', () => {
    expect(markdownTwin(page('', '<h1>404</h1>'))).toBeNull()
  })

  it('joins llms.txt and the pages it lists that have a twin', () => {
    const index =
      '# Site\n\n- [A](https://example.com/a)\n- [File](https://example.com/es/llms.txt)\n'
    expect(llmsFullTxt(index, new Map([['/a.md', '# A\n']]))).toBe(
      `${index}\n---\n\n<https://example.com/a>\n\n# A\n`,
    )
  })
})
