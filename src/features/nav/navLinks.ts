export const SERVICES_PATH = '/services'
export const CONTACT_PATH = '/contact'

/** The service pages, in the order the Services menus list them. */
export const serviceIds = ['seo', 'geo', 'cro', 'shopify', 'saas'] as const
export type ServiceId = (typeof serviceIds)[number]

/** The four core services: the footer's Services column and the not-found page's shortcuts. */
export const coreServiceIds = [
  'seo',
  'geo',
  'cro',
  'shopify',
] as const satisfies readonly ServiceId[]

export function servicePath(id: ServiceId): string {
  return `${SERVICES_PATH}/${id}`
}

/** Top-level pages after the Services menu; each lives at `/<id>`. */
export const primaryPageIds = ['blog', 'about', 'clients'] as const
export type PrimaryPageId = (typeof primaryPageIds)[number]

export function pagePath(id: PrimaryPageId): string {
  return `/${id}`
}

/** The blog's list: `/blog`. */
export const BLOG_PATH = pagePath('blog')

/** The SaaS and Shopify app blueprint, linked from the SaaS page. */
export const BLUEPRINT_PATH = '/blueprint'

/** A post's logical path: `cro-for-saas` -> `/blog/cro-for-saas` (route `/blog/:slug`). */
export function postPath(slug: string): string {
  return `${BLOG_PATH}/${slug}`
}

/** Navigation takes its scrolled style past this many pixels. */
export const SCROLLED_THRESHOLD_PX = 20

/** The Services item is current on /services and every page below it; other items only on exact match. */
export function isServicesSection(logicalPath: string): boolean {
  return logicalPath === SERVICES_PATH || logicalPath.startsWith(`${SERVICES_PATH}/`)
}
