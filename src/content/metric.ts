/** A count ("500+"), a share ("98%"), a change ("+286%") or money ("$2,999"), in the locale's way. */
export type Metric =
  | { kind: 'count'; value: number; plus: boolean }
  | { kind: 'percent'; value: number }
  | { kind: 'percentIncrease'; value: number }
  | { kind: 'price'; value: number; currency: 'USD' }

/** A month, "2026-11": the date the agency's own figures are counted to. */
type IsoMonth = `${number}-${number}`

type IsoDate = `${number}-${number}-${number}`

/** @public For i18next-cli: where a maker published a figure, `figures.document.<id>` in `common`. */
export const publishedDocuments = ['devDay', 'earningsCall', 'shareholderMeeting'] as const

type PublishedDocument = (typeof publishedDocuments)[number]

export type FigureSource =
  | { kind: 'ourRecords'; asOf: IsoMonth; periodMonths?: number }
  | { kind: 'ourStandard' }
  | { kind: 'published'; publisher: string; document: PublishedDocument; date: IsoDate }
  | { kind: 'priceList' }

/** A figure a page shows, with its source: without one, the data does not compile. */
export type Figure = Metric & { source: FigureSource }
