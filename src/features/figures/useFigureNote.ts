import { useTranslation } from 'react-i18next'

import type { FigureSource, publishedDocuments } from '../../content/metric'
import { formatLongDate, formatMonth } from '../i18n/format'
import { useFormatting } from '../i18n/formatting'

export interface FigureNote {
  id: string
  text: string
}

/** A figure's source as its small print ("Source: our client records, as of November 2026."); prices have none. */
export function useFigureNote(): (source: FigureSource) => FigureNote | null {
  const { t } = useTranslation('common')
  const formatting = useFormatting()
  return (source) => {
    switch (source.kind) {
      case 'ourRecords': {
        const date = formatMonth(formatting, source.asOf)
        return source.periodMonths === undefined
          ? { id: `records-${source.asOf}`, text: t('figures.ourRecords', { date }) }
          : {
              id: `records-${source.asOf}-${source.periodMonths}m`,
              text: t('figures.ourRecordsOver', { date, months: source.periodMonths }),
            }
      }
      case 'ourStandard':
        return { id: 'standard', text: t('figures.ourStandard') }
      case 'published': {
        // Typed, so that i18next-cli can list every `figures.document.*` key this line reads.
        const document: (typeof publishedDocuments)[number] = source.document
        return {
          id: `${source.publisher}-${source.date}`.toLowerCase(),
          text: t('figures.published', {
            publisher: source.publisher,
            document: t(`figures.document.${document}`),
            date: formatLongDate(formatting, source.date),
          }),
        }
      }
      case 'priceList':
        return null
    }
  }
}
