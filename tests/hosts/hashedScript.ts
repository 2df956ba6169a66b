import { type APIRequestContext, expect } from '@playwright/test'

/** A hashed script's address, found in the home page the runtime under test serves rather than in the build. */
export async function hashedScriptPath(request: APIRequestContext): Promise<string> {
  const home = await (await request.get('/')).text()
  const asset = /<script src="(\/assets\/[^"]+\.js)" type="module"/.exec(home)?.[1]
  expect(asset, 'the home page loads a hashed script').toBeTruthy()
  return asset ?? ''
}
