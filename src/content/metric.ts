/**
 * A figure the site states, with how it is written: a count ("500+", or "800M" as published), a share ("98%"), a change
 * ("+286%") or an amount of money ("$2,999"). The locale decides separators and symbols.
 */
export type Metric =
  | { kind: 'count'; value: number; plus: boolean }
  | { kind: 'percent'; value: number }
  | { kind: 'percentIncrease'; value: number }
  | { kind: 'price'; value: number; currency: 'USD' }

/** A month, "2026-11": the date the agency's own figures are counted to. */
type IsoMonth = `${number}-${number}`

/** A day, "2025-10-06": the date a maker published a figure. */
type IsoDate = `${number}-${number}-${number}`

/**
 * Where a maker published a figure; each is `figures.document.<id>` in `common`.
 * @public Exported for i18next-cli, which resolves the keys built from these ids through it.
 */
export const publishedDocuments = ['devDay', 'earningsCall', 'shareholderMeeting'] as const

type PublishedDocument = (typeof publishedDocuments)[number]

/**
 * Where a figure comes from; the page states it in small print under the figure (FigureNote).
 * The agency's own figures are counted from its client records to a month; a third party's name
 * the publisher, where and when; a target is what every build is tested against, not a result;
 * a price's terms are the price list's (shown with the price, not here).
 */
export type FigureSource =
  | { kind: 'ourRecords'; asOf: IsoMonth; periodMonths?: number }
  | { kind: 'ourStandard' }
  | { kind: 'published'; publisher: string; document: PublishedDocument; date: IsoDate }
  | { kind: 'priceList' }

/** A figure a page shows, with its source: without one, the data does not compile. */
export type Figure = Metric & { source: FigureSource }
