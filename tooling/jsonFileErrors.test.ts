import { describe, expect, it } from 'vitest'

import { jsonFileProblem } from './jsonFileErrors'

describe('jsonFileProblem', () => {
  it('names the file, line and column of a translator slip, once', () => {
    const problem = jsonFileProblem('{\n  "a": "b",\n}\n', 'locales/es/common.json')
    expect(problem).toMatch(/^locales\/es\/common\.json:3:1: not valid JSON: /)
    expect(problem).not.toContain('(line')
  })

  it.each(['__proto__', 'constructor', 'prototype'])(
    'refuses a %s key at any depth, naming the file and its line',
    (key) => {
      const text = `{\n  "services": { "es": "servicios" },\n  "x": { "${key}": { "es": "y" } }\n}\n`
      expect(jsonFileProblem(text, 'locales/slugs.json')).toBe(
        `locales/slugs.json:3: "${key}" is not a key the site reads: rename it`,
      )
    },
  )

  it('is silent on valid JSON', () => {
    expect(jsonFileProblem('{"a": ["b"]}', 'x.json')).toBeUndefined()
  })
})
