import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { promisify } from 'node:util'

import { expect, test } from 'vitest'

import { CLIENT_DIR } from '../../scripts/lib/pageAssets.mjs'

/** The W3C's Nu HTML Checker parses SVG and duplicate ids as browsers do, which html-validate in siteAudit.test.ts misses. */
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

interface NuMessage {
  type: string
  url: string
  lastLine?: number
  message: string
}

test('the Nu HTML Checker finds no error on any built page', { timeout: 120_000 }, async () => {
  let output: string
  try {
    // It exits 1 on an error; --exit-zero-always keeps the report the one answer.
    const run = await promisify(execFile)(
      'java',
      [
        '-jar',
        vnuJar,
        '--errors-only',
        '--exit-zero-always',
        '--format',
        'json',
        '--skip-non-html',
        CLIENT_DIR,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    )
    output = run.stderr
  } catch (error) {
    throw new Error(
      'Could not run Java for the Nu HTML Checker (Debian: apt-get install default-jre-headless)',
      { cause: error },
    )
  }
  const { messages } = JSON.parse(output) as { messages: NuMessage[] }
  const errors = messages
    .filter(({ type }) => type === 'error' || type === 'non-document-error')
    .map(
      ({ url, lastLine, message }) =>
        `${url.replace(/^.*?dist\/client\//, '')}:${lastLine ?? '?'} ${message}`,
    )
  expect(errors).toEqual([])
})
