import { describe, expect, it } from 'vitest'

import { jsonFileProblem } from './jsonFileErrors'

describe('jsonFileProblem', () => {
  it('names the file, line and column of a translator slip, once', () => {
    const problem = jsonFileProblem('{\n  "a": "b",\n}\n', 'locales/es/common.json')
    expect(problem).toMatch(/^locales\/es\/common\.json:3:1: not valid JSON: /)
    expect(problem).not.toContain('(line')
  })

  it('is silent on valid JSON', () => {
    expect(jsonFileProblem('{"a": ["b"]}', 'x.json')).toBeUndefined()
  })
})
