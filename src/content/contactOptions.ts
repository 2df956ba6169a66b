// The form sends the English labels below, so the inbox reads the same in every language.
export const serviceOptionIds = ['seo', 'geo', 'cro', 'shopify', 'saas', 'other'] as const
export type ServiceOptionId = (typeof serviceOptionIds)[number]

export const serviceOptionValues: Record<ServiceOptionId, string> = {
  seo: 'SEO - Search Engine Optimization',
  geo: 'GEO - Generative Engine Optimization',
  cro: 'CRO - Conversion Rate Optimization',
  shopify: 'Shopify Development',
  saas: 'SaaS & Apps - Custom Software & Mobile Apps',
  other: 'Other',
}

export const timelineOptionIds = ['asap', 'month', 'quarter', 'halfYear', 'exploring'] as const
export type TimelineOptionId = (typeof timelineOptionIds)[number]

export const timelineOptionValues: Record<TimelineOptionId, string> = {
  asap: 'ASAP',
  month: 'Within 1 month',
  quarter: '1–3 months',
  halfYear: '3–6 months',
  exploring: 'Just exploring',
}

export const budgetOptionIds = ['under5k', 'from5k', 'from15k', 'from50k', 'unsure'] as const
export type BudgetOptionId = (typeof budgetOptionIds)[number]

/** What the agency's inbox receives for each bracket: the English form's words, currency by code. */
export const budgetOptionValues: Record<BudgetOptionId, string> = {
  under5k: 'Under USD 5,000',
  from5k: 'USD 5,000–USD 15,000',
  from15k: 'USD 15,000–USD 50,000',
  from50k: 'USD 50,000+',
  unsure: 'Not sure yet',
}

/** The budget brackets in US dollars, shown in the visitor's number format. */
export const budgetRanges: Record<
  Exclude<BudgetOptionId, 'unsure'>,
  { min?: number; max?: number }
> = {
  under5k: { max: 5_000 },
  from5k: { min: 5_000, max: 15_000 },
  from15k: { min: 15_000, max: 50_000 },
  from50k: { min: 50_000 },
}

export const planOptionIds = [
  'seo-audit',
  'seo-starter',
  'seo-growth',
  'seo-scale',
  'geo-check',
  'cro-teardown',
  'shopify-review',
  'shopify-build',
  'saas-scoping',
  'saas-saas',
  'saas-crm',
  'saas-mobile',
  'call',
] as const
export type PlanOptionId = (typeof planOptionIds)[number]

export const planOptionValues: Record<PlanOptionId, string> = {
  'seo-audit': 'Free SEO audit',
  'seo-starter': 'SEO Starter plan',
  'seo-growth': 'SEO Growth plan',
  'seo-scale': 'SEO Scale plan',
  'geo-check': 'AI-visibility check',
  'cro-teardown': 'Conversion teardown',
  'shopify-review': 'Shopify store review',
  'shopify-build': 'Shopify store build',
  'saas-scoping': 'Product scoping call',
  'saas-saas': 'Custom SaaS',
  'saas-crm': 'Custom CRM',
  'saas-mobile': 'Mobile app',
  call: 'Call with the team',
}
