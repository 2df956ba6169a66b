import { describe, expect, it } from 'vitest'

import { fixtureRoutes } from '../../../tests/unit/fixtures'
import { switcherPath } from './switcherPath'

describe('switcherPath', () => {
  it('keeps the page when it exists', () => {
    expect(switcherPath('/services/seo', fixtureRoutes)).toBe('/services/seo')
    expect(switcherPath('/blog/cro-for-saas', fixtureRoutes)).toBe('/blog/cro-for-saas')
    expect(switcherPath('/', fixtureRoutes)).toBe('/')
  })

  it('leads to the home page from a page that exists in no language', () => {
    expect(switcherPath('/no-such-page', fixtureRoutes)).toBe('/')
    expect(switcherPath('/services/seo/extra', fixtureRoutes)).toBe('/')
  })
})
