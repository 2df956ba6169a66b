import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

import { parse } from 'csv-parse/sync'

import { splitLocale } from '../../src/features/i18n/localePath.ts'
import { ReportBuilder, type VitalName, vitalNames } from './summarize.ts'

type CsvRow = Record<string, string>

async function readCsv(folder: string, name: string): Promise<CsvRow[] | null> {
  const files = await readdir(folder)
  if (!files.includes(name)) return null
  return parse(await readFile(join(folder, name), 'utf8'), {
    columns: true,
    skip_empty_lines: true,
    bom: true,
  }) as CsvRow[]
}

const number = (value: string | undefined) => Number(value ?? 0) || 0

/** The page and language of an exported path (`/es/servicios/seo`). */
function pageOf(path: string) {
  const { locale, logicalPath } = splitLocale(path.split('?')[0] ?? '/')
  return { page: logicalPath, locale }
}

/** Where an export gives no page for an event, the report shows it for the whole site. */
const WHOLE_SITE = { page: '(all pages)', locale: '*' }

/**
 * The report of a provider's CSV export, unzipped into a folder:
 * - Plausible's dashboard export: `pages.csv` (name, pageviews), `conversions.csv` (name, events
 *   or total_conversions) and `custom_props.csv` (property, value, events), from which the Web
 *   Vitals' p75 comes for the site as a whole (the export has no page per property value);
 * - Umami's website export: `pages.csv` and `events.csv` (x: path or event name, y: count); it
 *   carries no event data, so no Web Vitals.
 * Page views come per page and language, other events for the site as a whole.
 */
export async function reportFromExport(folder: string): Promise<ReportBuilder> {
  const builder = new ReportBuilder()
  const pages = await readCsv(folder, 'pages.csv')
  if (!pages)
    throw new Error(`${folder} has no pages.csv: is it an unzipped Plausible or Umami export?`)
  const [first] = pages
  const umami = first !== undefined && 'x' in first && 'y' in first
  for (const row of pages) {
    const { page, locale } = pageOf(umami ? (row.x ?? '/') : (row.name ?? '/'))
    builder.count(page, locale, 'pageview', number(umami ? row.y : row.pageviews))
  }
  const events = umami
    ? await readCsv(folder, 'events.csv')
    : await readCsv(folder, 'conversions.csv')
  for (const row of events ?? []) {
    const name = umami ? row.x : row.name
    if (!name || name === 'pageview') continue
    const count = umami ? row.y : (row.events ?? row.total_conversions)
    builder.count(WHOLE_SITE.page, WHOLE_SITE.locale, name, number(count))
  }
  for (const row of (!umami && (await readCsv(folder, 'custom_props.csv'))) || []) {
    const vital = row.property as VitalName
    if (!vitalNames.includes(vital)) continue
    const value = Number(row.value)
    if (Number.isFinite(value)) {
      builder.measure(WHOLE_SITE.page, WHOLE_SITE.locale, vital, value, number(row.events))
    }
  }
  return builder
}
