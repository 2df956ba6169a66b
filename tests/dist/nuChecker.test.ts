import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { promisify } from 'node:util'

import { expect, test } from 'vitest'

import { CLIENT_DIR } from '../../scripts/lib/pageAssets.mjs'

/**
 * Every built page through the Nu HTML Checker, the W3C's own validator (npm `vnu-jar`, run by
 * Debian's Java: its install script, which would download a Java, is refused in package.json's
 * allowScripts). It reads the HTML as browsers and crawlers parse it, SVG included, which
 * html-validate in siteAudit.test.ts does not: a second element with the same id passed there.
 * Each error is named with its page and line.
 */
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
    // It reports on stderr and exits 1 when it finds an error; --exit-zero-always keeps the
    // report the one answer.
    const run = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--errors-only', '--exit-zero-always', '--format', 'json', '--skip-non-html', CLIENT_DIR],
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
    .map(({ url, lastLine, message }) => `${url.replace(/^.*?dist\/client\//, '')}:${lastLine ?? '?'} ${message}`)
  expect(errors).toEqual([])
})
