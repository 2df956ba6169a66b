import { netlifyNotFoundRedirects } from '../features/hosting/hostConfigFiles'
import { hostPolicy } from '../features/hosting/hostPolicy'
import { notFoundPaths } from './prerenderUrls'

/**
 * netlify.toml's not-found rules, from the same policy as every host's configuration. Netlify
 * reads that file before it builds, so the build cannot write them: `npm run hosts:netlify`
 * does, and a unit test fails when they lag behind the route table or the locale table.
 */
export async function netlifyNotFoundRules(): Promise<string> {
  // Only the not-found rules are read: the moved pages' redirects are in `_redirects`.
  const policy = hostPolicy({ formEndpoint: '', analyticsOrigin: null }, await notFoundPaths(), [])
  return netlifyNotFoundRedirects(policy)
}
