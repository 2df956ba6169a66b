import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { accessibilityCheckSuites } from './accessibility'

const repoFile = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url))

describe('the accessibility statement’s checks', () => {
  it.each(
    Object.entries(accessibilityCheckSuites).flatMap(([id, suites]) =>
      suites.map((suite) => [id, suite]),
    ),
  )('%s names a test file that exists: %s', (_id, suite) => {
    expect(existsSync(repoFile(suite))).toBe(true)
  })
})
