import type { ComponentType } from 'react'

import { type IconName, iconSymbolId } from '../../components/Icon/iconNames'

/** One interactive part of a page, hydrated on its own (docs/architecture.md). */
export interface IslandDefinition<Props> {
  /** Its component's module, the only code its page downloads for it. */
  load: () => Promise<{ default: ComponentType<Props> }>
  /** The namespaces' parts it shows (`{ contact: ['form'] }` or `'all'`), handed over with its props. */
  text: Readonly<Record<string, readonly string[] | 'all'>>
  /** Icons it draws only in some state (a sent form's check), which its page must carry. */
  icons?: readonly IconName[]
}

const island = <Props>(definition: IslandDefinition<Props>) => definition

export const islands = {
  'contact-form': island({
    load: () => import('../contact/ContactForm'),
    text: { contact: ['form'] },
    icons: ['circle-check', 'circle-x', 'wifi-off'],
  }),
  'revenue-calculator': island({
    load: () => import('../cro-calculator/RevenueCalculator'),
    text: { cro: ['calculator'] },
  }),
  'site-search': island({
    load: () => import('../search/SiteSearch'),
    text: { search: ['hint', 'noScript', 'status'], common: ['search'] },
  }),
  'testimonial-carousel': island({
    load: () => import('../testimonials/TestimonialCarousel'),
    text: { testimonials: 'all' },
  }),
  'clear-stored-data': island({
    load: () => import('../privacy/ClearStoredData'),
    text: { privacy: ['browser.clear'] },
  }),
  'analytics-opt-out': island({
    load: () => import('../analytics/AnalyticsOptOut'),
    text: { privacy: ['analytics.optOut'] },
  }),
}

export type IslandName = keyof typeof islands

/** An island's component as the renderer and hydrater hold it; props are typed where the page places it (`Island`). */
export type IslandComponent = ComponentType<object>

export type IslandProps<Name extends IslandName> =
  (typeof islands)[Name] extends IslandDefinition<infer Props> ? Props : never

export function islandIcons(placed: readonly { name: IslandName }[]): string[] {
  return placed.flatMap(({ name }) => (islands[name].icons ?? []).map(iconSymbolId))
}
