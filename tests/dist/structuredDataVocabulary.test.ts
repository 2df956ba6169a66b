import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'

import Validator from '@adobe/structured-data-validator'
import WebAutoExtractor from '@marbec/web-auto-extractor'
import { describe, expect, test } from 'vitest'

import { builtPagesByPath } from './builtPages'

/** Every JSON-LD block against schema.org 30.0 (pinned in tests/audit, so tests never fetch) and Google's rules, by Adobe's validator: it reports a block that does not parse or has no @type. */
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
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: [] }).parse(html) as {
    jsonld: Record<string, Record<string, unknown>[]>
  }
  const issues = (await new Validator(vocabulary).validate(extracted)) as Issue[]
  // The validator reads any @context as schema.org's.
  const elsewhere = Object.entries(extracted.jsonld).flatMap(([type, blocks]) =>
    blocks
      .filter((block) => block['@context'] !== 'https://schema.org')
      .map(() => `${type}: @context is not https://schema.org`),
  )
  return [
    ...elsewhere,
    ...issues
      // An undefined property is a warning to the validator and a fault here: a misspelt or invented term.
      .filter(({ severity, errorType }) => severity === 'ERROR' || errorType === 'schemaOrg')
      .map(
        ({ rootType, issueMessage, path = [] }) =>
          `${rootType} ${path
            .map((step) => step.property ?? step.type ?? '')
            .filter(Boolean)
            .join('.')}: ${issueMessage}`,
      ),
  ]
}

describe.each(pages)('$path', ({ html }) => {
  test('its structured data uses schema.org terms and values Google accepts', async () => {
    expect(await vocabularyErrors(html)).toEqual([])
  })
})

test('a block that does not parse or names no schema.org type, a type or a property schema.org does not have, or one Google requires missing, fails', async () => {
  const block = (text: string) => `<script type="application/ld+json">${text}</script>`
  const planted = (node: object) =>
    block(JSON.stringify({ '@context': 'https://schema.org', ...node }))
  expect(await vocabularyErrors(block('{"@type": "Service",}'))).toEqual([
    'jsonld : Could not parse JSON-LD',
  ])
  expect(await vocabularyErrors(planted({ name: 'SEO' }))).toEqual([
    'jsonld : JSON-LD object missing @type attribute',
  ])
  expect(await vocabularyErrors(block('{"@type": "Service", "name": "SEO"}'))).toEqual([
    'Service: @context is not https://schema.org',
  ])
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
