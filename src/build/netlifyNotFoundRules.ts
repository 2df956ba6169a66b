import { netlifyNotFoundRedirects } from '../features/hosting/hostConfigFiles'
import { hostPolicy } from '../features/hosting/hostPolicy'
import { notFoundPaths } from './prerenderUrls'

/** netlify.toml's not-found rules: Netlify reads it before the build (`npm run hosts:netlify`). */
export async function netlifyNotFoundRules(): Promise<string> {
  // Only the not-found rules are read: the moved pages' redirects are in `_redirects`.
  const policy = hostPolicy({ formEndpoint: '', analyticsOrigin: null }, await notFoundPaths(), [])
  return netlifyNotFoundRedirects(policy)
}
