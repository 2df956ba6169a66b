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

export const storedItemIds = [
  'homeIntro',
  'enquiryDraft',
  'languageSuggestion',
  'blueprintChecklist',
  'analyticsOptOut',
] as const
export type StoredItemId = (typeof storedItemIds)[number]

/** Everything kept in a visitor's browser (no cookies): the notice lists it, "clear" empties it, privacy-inventory.spec.ts checks it. */
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

export function inventoryFor(analytics: AnalyticsSetup): Record<string, StoredItem> {
  return Object.fromEntries(
    storedItemIdsFor(analytics).map((id) => [id, browserStorageInventory[id]]),
  )
}

/** Other origins a page may call: the form service and an off-site analytics provider; fonts, images and search are the site's own. */
export function thirdPartyOrigins(service: FormService, analytics: AnalyticsSetup): string[] {
  const provider = analyticsOrigin(analytics)
  return [
    endpointOrigin(service.endpoint) ?? new URL(WEB3FORMS_ENDPOINT).origin,
    ...(provider ? [provider] : []),
  ]
}
