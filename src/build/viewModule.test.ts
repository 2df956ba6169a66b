import { describe, expect, it } from 'vitest'

import { routes } from '../routes'
import { viewModuleOf } from './viewModule'

describe('the view module the prerender names for a page', () => {
  it('is the source module of the view its route loads', async () => {
    const home = routes.find((route) => route.path === '/')
    const View = (await home?.view())?.default
    expect(await viewModuleOf(View)).toBe('src/views/home/HomeView.tsx')
  })

  it("is found for every route's view", async () => {
    for (const route of routes) {
      expect(await viewModuleOf((await route.view()).default)).toMatch(
        /^src\/views\/[a-z-]+\/[A-Za-z]+View\.tsx$/,
      )
    }
  })

  it('fails the build for a component that is no view', async () => {
    await expect(viewModuleOf(() => null)).rejects.toThrow('is not a src/views/')
  })
})
