import { site } from '../config/site'

export const timelineIds = ['founded', 'shopify', 'cro', 'americas', 'saas', 'geo'] as const

export type TimelineEntryId = (typeof timelineIds)[number]

export const timelineYears: Record<TimelineEntryId, number> = {
  founded: site.foundingYear,
  shopify: 2014,
  cro: 2016,
  americas: 2019,
  saas: 2021,
  geo: 2024,
}
