import { expect, it } from 'vitest'

import { agencyDateTime } from './agencyDateTime'

it('gives a content date as the start of that day in Mexico City, with its offset', () => {
  expect(agencyDateTime('2025-01-08')).toBe('2025-01-08T00:00:00-06:00')
  // Mexico City kept daylight saving time until October 2022.
  expect(agencyDateTime('2021-07-01')).toBe('2021-07-01T00:00:00-05:00')
})
