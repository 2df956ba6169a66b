import { describe, expect, it } from 'vitest'

import { fixtureTable } from '../../../tests/unit/fixtures'
import { withMissing } from '../../routing/resolve'
import { isServicesCurrent } from './navLinks'

describe('isServicesCurrent', () => {
  it('is false at an address below /services that is no page', () => {
    expect(isServicesCurrent('/services/no-such-service', fixtureTable)).toBe(false)
    expect(isServicesCurrent('/services/seo/extra', fixtureTable)).toBe(false)
    expect(isServicesCurrent('/services/seo', withMissing(fixtureTable, '/services/seo'))).toBe(
      false,
    )
  })
})
