import { describe, expect, it } from 'vitest'

import { fixtureRoutes, fixtureTable, postNotFound } from '../../tests/unit/fixtures'
import { resolveIn } from './resolve'

describe('resolveIn, where the list of posts is not known (the browser)', () => {
  const [, , , post] = fixtureRoutes
  const unlisted = fixtureRoutes.map((route) =>
    route === post ? { ...route, prerenderParams: undefined } : route,
  )
  const browserTable = { ...fixtureTable, routes: unlisted }

  it('takes any slug for a post', () => {
    const resolved = resolveIn(browserTable, '/blog/anything')
    expect(resolved).toMatchObject({ params: { slug: 'anything' }, isNotFound: false })
  })

  it('gives an address the host answered as missing its route’s own not-found page', () => {
    const table = { ...browserTable, missing: new Set(['/blog/no-such-post']) }
    expect(resolveIn(table, '/blog/no-such-post')).toEqual({
      route: postNotFound,
      params: { slug: 'no-such-post' },
      isNotFound: true,
    })
    expect(resolveIn(table, '/blog/cro-for-saas').isNotFound).toBe(false)
  })
})
