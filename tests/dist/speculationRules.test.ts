import { expect, test } from 'vitest'

import { builtPagesByPath } from './builtPages'

/** Read from the built pages (moved from tests/e2e/pages.spec.ts, which loaded / for it). */
const byPath = await builtPagesByPath()

test('no page fetches the thank-you page or a file ahead', () => {
  for (const { path, document } of byPath.values()) {
    const rules = JSON.parse(
      document.querySelector('script[type="speculationrules"]')?.textContent ?? '{}',
    ) as { prefetch?: { where: { and: { not?: { href_matches?: string[] } }[] } }[] }
    const excluded = rules.prefetch?.[0]?.where.and.flatMap((rule) => rule.not?.href_matches ?? [])
    expect(excluded, path).toEqual(
      expect.arrayContaining(['/*.*', '/thanks', '/es/gracias', '/pt/obrigado']),
    )
  }
})
