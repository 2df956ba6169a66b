import { analyticsOrigin, type AnalyticsSetup } from '../../config/analyticsSetup'
import { endpointOrigin, type FormService, WEB3FORMS_ENDPOINT } from '../../config/formService'
import { checklistItemIds } from '../../content/blueprint'
import { ANALYTICS_OPT_OUT_KEY } from '../analytics/optOut'
import { ENQUIRY_DRAFT_STORAGE_KEY } from '../contact/enquiryDraftKey'
import { HERO_INTRO_STORAGE_KEY } from '../hero-intro/heroIntro'
import { SUGGESTION_STORAGE_KEY } from '../language-suggestion/suggestionScript'
import type { StorageArea } from '../storage/browserStorage'

export interface StoredItem {
  area: StorageArea
  keys: readonly string[]
}

/** What the site keeps in the browser, in the order the privacy notice lists it. */
export const storedItemIds = [
  'homeIntro',
  'enquiryDraft',
  'languageSuggestion',
  'blueprintChecklist',
  'analyticsOptOut',
] as const
export type StoredItemId = (typeof storedItemIds)[number]

/**
 * Everything the site keeps in a visitor's browser: the privacy notice lists it (purposes and
 * contents are worded in `privacy:browser.items.<id>`), its "clear" button empties it, and a
 * browser test that uses every feature fails on a key missing here
 * (tests/e2e/privacy-inventory.spec.ts). The site sets no cookies.
 */
export const browserStorageInventory: Record<StoredItemId, StoredItem> = {
  homeIntro: { area: 'sessionStorage', keys: [HERO_INTRO_STORAGE_KEY] },
  enquiryDraft: { area: 'sessionStorage', keys: [ENQUIRY_DRAFT_STORAGE_KEY] },
  languageSuggestion: { area: 'localStorage', keys: [SUGGESTION_STORAGE_KEY] },
  blueprintChecklist: { area: 'localStorage', keys: checklistItemIds },
  analyticsOptOut: { area: 'localStorage', keys: [ANALYTICS_OPT_OUT_KEY] },
}

/** The items a build with `analytics` can store: the opt-out only where there are analytics. */
export function storedItemIdsFor(analytics: AnalyticsSetup): StoredItemId[] {
  return storedItemIds.filter((id) => id !== 'analyticsOptOut' || analytics.provider !== 'none')
}

/** The inventory of a build with `analytics`: what its notice lists and its button clears. */
export function inventoryFor(analytics: AnalyticsSetup): Record<string, StoredItem> {
  return Object.fromEntries(
    storedItemIdsFor(analytics).map((id) => [id, browserStorageInventory[id]]),
  )
}

/**
 * Origins other than the site's own that a page may send requests to, for a build whose form
 * service is `service` and whose analytics are `analytics`: that service, when the form is sent (the `form` processor of
 * `site.processors`), and the analytics provider the build reports to, if it is another host.
 * A build with no access key posts to its own server, but the notice describes the deployed
 * site. Fonts, images, icons and the search index are the site's own files; outbound links are
 * pages a visitor opens, not requests a page makes.
 */
export function thirdPartyOrigins(service: FormService, analytics: AnalyticsSetup): string[] {
  const provider = analyticsOrigin(analytics)
  return [
    endpointOrigin(service.endpoint) ?? new URL(WEB3FORMS_ENDPOINT).origin,
    ...(provider ? [provider] : []),
  ]
}
