import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'

import Validator from '@adobe/structured-data-validator'
import WebAutoExtractor from '@marbec/web-auto-extractor'
import { describe, expect, test } from 'vitest'

import { builtPagesByPath } from './builtPages'

/** Every JSON-LD block against schema.org 30.0 (pinned in tests/audit, so tests never fetch) and Google's rules, by Adobe's validator. */
const vocabulary: unknown = JSON.parse(
  gunzipSync(readFileSync(new URL('../audit/schemaorg-30.0.jsonld.gz', import.meta.url))).toString(
    'utf8',
  ),
)
const pages = [...(await builtPagesByPath()).values()]

interface Issue {
  severity: string
  errorType?: string
  rootType: string
  issueMessage: string
  location?: string
  path?: { property?: string; type?: string }[]
}

async function vocabularyErrors(html: string): Promise<string[]> {
  const extracted: unknown = new WebAutoExtractor({ addLocation: true, embedSource: [] }).parse(
    html,
  )
  const issues = (await new Validator(vocabulary).validate(extracted)) as Issue[]
  return (
    issues
      // An undefined property is a warning to the validator and a fault here: a misspelt or invented term.
      .filter(({ severity, errorType }) => severity === 'ERROR' || errorType === 'schemaOrg')
      .map(
        ({ rootType, issueMessage, path = [] }) =>
          `${rootType} ${path
            .map((step) => step.property ?? step.type ?? '')
            .filter(Boolean)
            .join('.')}: ${issueMessage}`,
      )
  )
}

describe.each(pages)('$path', ({ html }) => {
  test('its structured data uses schema.org terms and values Google accepts', async () => {
    expect(await vocabularyErrors(html)).toEqual([])
  })
})

test('a type or a property schema.org does not have, or one Google requires missing, fails', async () => {
  const planted = (node: object) =>
    `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...node })}</script>`
  expect(
    await vocabularyErrors(planted({ '@type': 'Service', name: 'SEO', priceOfService: 999 })),
  ).toEqual([
    'Service Service: Property "priceOfService" for type "Service" is not supported by the schema.org specification',
  ])
  expect(await vocabularyErrors(planted({ '@type': 'Servize', name: 'SEO' }))).toEqual([
    'Servize Servize: Type "Servize" is not a valid schema.org type',
  ])
  expect(
    await vocabularyErrors(planted({ '@type': 'AggregateRating', ratingValue: 4.9 })),
  ).toContain(
    'AggregateRating AggregateRating: One of the following conditions needs to be met: Required attribute "ratingCount" is missing or Required attribute "reviewCount" is missing',
  )
})
