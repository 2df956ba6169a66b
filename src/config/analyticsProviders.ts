import {
  analyticsOrigin,
  type AnalyticsSetup,
  PLAUSIBLE_CLOUD,
  UMAMI_CLOUD,
} from './analyticsSetup'
import type { Processor } from './site'

type ProviderName = 'plausible' | 'umami'

const productNames: Record<ProviderName, string> = {
  plausible: 'Plausible Analytics',
  umami: 'Umami',
}

/** The providers' clouds as processors (docs/legal.md); a self-hosted instance is the agency's. */
const clouds: Record<ProviderName, Processor & { origin: string }> = {
  plausible: {
    name: 'Plausible Analytics',
    origin: PLAUSIBLE_CLOUD,
    countries: ['DE'],
    privacyPolicy: 'https://plausible.io/privacy',
    anpdClausesConfirmed: false,
  },
  umami: {
    name: 'Umami Cloud',
    origin: UMAMI_CLOUD,
    countries: ['US'],
    privacyPolicy: 'https://umami.is/privacy',
    anpdClausesConfirmed: false,
  },
}

export interface AnalyticsDisclosure {
  /** The product's name ("Plausible Analytics"), or null for the site's own local collector. */
  product: string | null
  /** The provider's cloud, a processor of visitors' data; null when the agency runs it. */
  processor: Processor | null
  /** The host events go to when it is not the site's own: the self-hosted instance's name. */
  host: string | null
}

export function analyticsDisclosure(setup: AnalyticsSetup): AnalyticsDisclosure | null {
  if (setup.provider === 'none') return null
  if (setup.provider === 'local') return { product: null, processor: null, host: null }
  const cloud = clouds[setup.provider]
  const origin = analyticsOrigin(setup)
  return origin === cloud.origin
    ? { product: productNames[setup.provider], processor: cloud, host: null }
    : {
        product: productNames[setup.provider],
        processor: null,
        host: origin && new URL(origin).host,
      }
}
