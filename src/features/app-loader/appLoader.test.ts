import { expect, it } from 'vitest'

import { inlineScripts } from '../hosting/inlineScripts'
import { APP_LOADER_SCRIPT } from './appLoader'

it('is an inline script the Content-Security-Policy admits by hash', () => {
  expect(inlineScripts).toContain(APP_LOADER_SCRIPT)
})
