import { type APIRequestContext, expect } from '@playwright/test'

/**
 * The address of a hashed script as a runtime serves it: the home page's own module script. Found
 * in the page, not the build, so it is what the runtime under test answers with.
 */
export async function hashedScriptPath(request: APIRequestContext): Promise<string> {
  const home = await (await request.get('/')).text()
  const asset = /<script src="(\/assets\/[^"]+\.js)" type="module"/.exec(home)?.[1]
  expect(asset, 'the home page loads a hashed script').toBeTruthy()
  return asset ?? ''
}
