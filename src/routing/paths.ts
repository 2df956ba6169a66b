import type { PlanOptionId } from '../content/contactOptions'

// The site's addresses that code names: every link is built from here.

export const SERVICES_PATH = '/services'
export const CONTACT_PATH = '/contact'

export const THANKS_PATH = '/thanks'

/** The service pages, in the order the Services menus list them. */
export const serviceIds = ['seo', 'geo', 'cro', 'shopify', 'saas'] as const
export type ServiceId = (typeof serviceIds)[number]

export function servicePath(id: ServiceId): string {
  return `${SERVICES_PATH}/${id}`
}

export const primaryPageIds = ['blog', 'about', 'clients'] as const
export type PrimaryPageId = (typeof primaryPageIds)[number]

export function pagePath(id: PrimaryPageId): string {
  return `/${id}`
}

export const BLOG_PATH = pagePath('blog')

export const BLUEPRINT_PATH = '/blueprint'

export function postPath(slug: string): string {
  return `${BLOG_PATH}/${slug}`
}

export function postFile(locale: string, slug: string): string {
  return `locales/${locale}/blog/${slug}.md`
}

export const SEARCH_PATH = '/search'

export const PRIVACY_PATH = '/privacy'

export const ACCESSIBILITY_PATH = '/accessibility'

/** `/contact/seo`, `/contact/seo-growth`: an address, not a query, so it is prerendered chosen. */
export function contactPathFor(choice?: ServiceId | PlanOptionId): string {
  return choice ? `${CONTACT_PATH}/${choice}` : CONTACT_PATH
}
