export const saasOfferIds = ['saas', 'crm', 'mobile'] as const
export type SaasOfferId = (typeof saasOfferIds)[number]

/** Every feature an offer can list; their words are in `locales/<lang>/saas.json`. */
export type SaasFeatureId =
  | 'multiTenant'
  | 'authRoles'
  | 'billing'
  | 'adminDashboard'
  | 'api'
  | 'analytics'
  | 'notifications'
  | 'cloudDeploy'
  | 'testing'
  | 'handover'
  | 'contacts'
  | 'pipeline'
  | 'tasks'
  | 'email'
  | 'workflows'
  | 'reports'
  | 'permissions'
  | 'import'
  | 'integrations'
  | 'mobileFriendly'
  | 'crossPlatform'
  | 'design'
  | 'push'
  | 'accounts'
  | 'payments'
  | 'offline'
  | 'crashReporting'
  | 'backend'
  | 'storeSubmission'
  | 'betaTesting'

/** Starting price of each offer in USD, apart so a price does not load every feature list. */
export const saasOfferPrices: Record<SaasOfferId, number> = {
  saas: 15_000,
  crm: 12_000,
  mobile: 18_000,
}

export const saasOfferFeatures: Record<SaasOfferId, readonly SaasFeatureId[]> = {
  saas: [
    'multiTenant',
    'authRoles',
    'billing',
    'adminDashboard',
    'api',
    'analytics',
    'notifications',
    'cloudDeploy',
    'testing',
    'handover',
  ],
  crm: [
    'contacts',
    'pipeline',
    'tasks',
    'email',
    'workflows',
    'reports',
    'permissions',
    'import',
    'integrations',
    'mobileFriendly',
  ],
  mobile: [
    'crossPlatform',
    'design',
    'push',
    'accounts',
    'payments',
    'offline',
    'crashReporting',
    'backend',
    'storeSubmission',
    'betaTesting',
  ],
}

/** What every offer includes: delivery in 8-12 weeks, 30 days of support after launch. */
export const saasDelivery = { weeksMin: 8, weeksMax: 12, supportDays: 30 } as const

/** The technologies we build with, by layer. Product names are not translated. */
export const saasStackLayers = ['frontend', 'backend', 'mobile', 'cloud'] as const
export const saasStack: Record<(typeof saasStackLayers)[number], readonly string[]> = {
  frontend: ['React', 'Next.js', 'TypeScript', 'Tailwind CSS'],
  backend: ['Node.js', 'PostgreSQL', 'Redis', 'GraphQL'],
  mobile: ['React Native', 'Expo', 'Swift', 'Kotlin'],
  cloud: ['AWS', 'Vercel', 'Docker', 'GitHub Actions'],
}
