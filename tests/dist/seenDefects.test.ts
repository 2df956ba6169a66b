import { describe, expect, test } from 'vitest'

import { locales } from '../../src/config/locales'
import { site } from '../../src/config/site'
import { servicePath } from '../../src/routing/paths'
import { copyIn } from '../copy'
import { normalize } from '../text'
import { builtPagesByPath, pageIn, textOf } from './builtPages'

/** Issue 78's seen defects in the prerendered HTML; their layout is tested in tests/e2e/seen-defects.spec.ts. */

const byPath = await builtPagesByPath()

describe.each(locales)('$label', ({ code }) => {
  const t = copyIn(code)
  const at = (logicalPath: string) => pageIn(byPath, code, logicalPath)

  test('the footer’s source-code link says what it is in words, not a "</>" mark alone', () => {
    const link = at('/').document.querySelector(`footer a[href="${site.social.github}"]`)
    const words = [...(link?.childNodes ?? [])]
      .filter((node) => node.nodeType === 3)
      .map((node) => node.textContent)
      .join('')
    expect(normalize(words)).toBe(t('common:footer.sourceCode'))
  })

  test('the SaaS comparison, wider than a phone, says it scrolls; the home one has no such line', () => {
    const hint = t('common:comparisonTable.scrollHint')
    expect(textOf(at(servicePath('saas')).document.body)).toContain(hint)
    expect(textOf(at('/').document.body)).not.toContain(hint)
  })
})
