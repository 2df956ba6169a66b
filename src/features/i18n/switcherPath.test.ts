import { describe, expect, it } from 'vitest'

import { fixtureTable } from '../../../tests/unit/fixtures'
import { switcherPath } from './switcherPath'

describe('switcherPath', () => {
  it('keeps the page when it exists', () => {
    expect(switcherPath('/services/seo', fixtureTable)).toBe('/services/seo')
    expect(switcherPath('/blog/cro-for-saas', fixtureTable)).toBe('/blog/cro-for-saas')
    expect(switcherPath('/', fixtureTable)).toBe('/')
  })

  it('leads to the home page from a page that exists in no language', () => {
    expect(switcherPath('/no-such-page', fixtureTable)).toBe('/')
    expect(switcherPath('/services/seo/extra', fixtureTable)).toBe('/')
  })
})
