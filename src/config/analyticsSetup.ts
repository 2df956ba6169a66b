// Where the site's analytics go, from build-time environment variables (docs/analytics.md).

import { site } from './site.ts'

export const PLAUSIBLE_CLOUD = 'https://plausible.io'
export const UMAMI_CLOUD = 'https://cloud.umami.is'

/** The local collector's address: on the site's own server, so the CSP's 'self' admits it. */
export const LOCAL_ANALYTICS_ENDPOINT = '/api/analytics'

/** The Vite mode `npm start` builds in, which collects locally when no provider is named. */
export const START_MODE = 'start'

export type AnalyticsSetup =
  | { provider: 'none' }
  | { provider: 'local'; endpoint: string }
  | { provider: 'plausible'; endpoint: string; origin: string; domain: string }
  | { provider: 'umami'; endpoint: string; origin: string; websiteId: string }

export interface AnalyticsEnv {
  /** `plausible`, `umami`, `local` or `none`; unset: `none`, or `local` under npm start/dev. */
  VITE_ANALYTICS_PROVIDER?: string
  /** The provider's origin, for a self-hosted instance; unset: the provider's cloud. */
  VITE_ANALYTICS_HOST?: string
  /** Plausible: the site's domain as registered there. Umami: the website's id (a UUID). */
  VITE_ANALYTICS_SITE?: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function originOf(host: string): string {
  let url: URL
  try {
    url = new URL(host)
  } catch {
    throw new Error(`VITE_ANALYTICS_HOST must be an address such as https://stats.example.com`)
  }
  if (url.protocol !== 'https:' && url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
    throw new Error(`VITE_ANALYTICS_HOST must use https (got ${host})`)
  }
  return url.origin
}

export function analyticsFrom(
  env: AnalyticsEnv,
  { localByDefault }: { localByDefault: boolean },
): AnalyticsSetup {
  const provider = env.VITE_ANALYTICS_PROVIDER?.trim().toLowerCase() || ''
  const host = env.VITE_ANALYTICS_HOST?.trim() ?? ''
  const siteId = env.VITE_ANALYTICS_SITE?.trim() ?? ''
  switch (provider) {
    case '':
      return localByDefault
        ? { provider: 'local', endpoint: LOCAL_ANALYTICS_ENDPOINT }
        : { provider: 'none' }
    case 'none':
      return { provider: 'none' }
    case 'local':
      return { provider: 'local', endpoint: LOCAL_ANALYTICS_ENDPOINT }
    case 'plausible': {
      const origin = originOf(host || PLAUSIBLE_CLOUD)
      return {
        provider,
        endpoint: `${origin}/api/event`,
        origin,
        domain: siteId || new URL(site.origin).hostname,
      }
    }
    case 'umami': {
      if (!UUID.test(siteId)) {
        throw new Error(
          'VITE_ANALYTICS_SITE must be the Umami website id (a UUID, under Settings > Websites)',
        )
      }
      const origin = originOf(host || UMAMI_CLOUD)
      return { provider, endpoint: `${origin}/api/send`, origin, websiteId: siteId }
    }
    default:
      throw new Error(
        `VITE_ANALYTICS_PROVIDER must be plausible, umami, local or none (got "${provider}")`,
      )
  }
}

export function analyticsOrigin(setup: AnalyticsSetup): string | null {
  return setup.provider === 'plausible' || setup.provider === 'umami' ? setup.origin : null
}
