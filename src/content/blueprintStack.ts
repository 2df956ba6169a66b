// Apart from `blueprint.ts`, which other pages read, so only the blueprint page loads this.

/** The Modern Tech Stack cards and the tools each names (product names, never translated). */
export const stackLayerIds = ['frontend', 'backend', 'tools'] as const
export type StackLayerId = (typeof stackLayerIds)[number]

export const stackTools: Record<StackLayerId, readonly string[]> = {
  frontend: ['React 19', 'TypeScript', 'Vite', 'Tailwind CSS', 'Shopify Polaris'],
  backend: ['Supabase', 'PostgreSQL', 'Edge Functions', 'Row Level Security', 'Stripe'],
  tools: ['GitHub Actions', 'ESLint', 'Prettier', 'Vitest', 'Playwright'],
}

export const infrastructureIds = [
  'hosting',
  'payments',
  'communication',
  'analytics',
  'security',
  'testing',
  'support',
  'seo',
] as const
export type InfrastructureId = (typeof infrastructureIds)[number]

export const infrastructureProviders: Record<InfrastructureId, readonly string[]> = {
  hosting: ['Vercel', 'Supabase'],
  payments: ['Stripe Billing', 'Shopify Billing API'],
  communication: ['Resend', 'Twilio'],
  analytics: ['PostHog', 'Google Analytics 4'],
  security: ['Cloudflare', 'Supabase Auth'],
  testing: ['Playwright', 'Vitest', 'VibeQA'],
  support: ['Crisp', 'Sentry'],
  seo: ['Search Console', 'Schema.org'],
}

/** The Development Workflow cards; the QA card links to the agency's testing product. */
export const workflowIds = [
  'qa',
  'codeQuality',
  'versionControl',
  'documentation',
  'contentStrategy',
] as const
export type WorkflowId = (typeof workflowIds)[number]

/** `site.projects` id of the testing product the QA card links to. */
export const qaProductId = 'vibeqa'

export const officialDocs = [
  { name: 'React', url: 'https://react.dev/learn' },
  { name: 'Supabase', url: 'https://supabase.com/docs' },
  { name: 'Stripe', url: 'https://docs.stripe.com' },
  { name: 'Vercel', url: 'https://vercel.com/docs' },
  { name: 'Shopify', url: 'https://shopify.dev/docs/apps' },
] as const
