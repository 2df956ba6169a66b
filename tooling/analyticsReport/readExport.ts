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

function pageOf(path: string) {
  const { locale, logicalPath } = splitLocale(path.split('?')[0] ?? '/')
  return { page: logicalPath, locale }
}

/** Where an export gives no page for an event, the report shows it for the whole site. */
const WHOLE_SITE = { page: '(all pages)', locale: '*' }

/** Plausible's export gives Web Vitals for the whole site only (no page per property value); Umami's has no event data, so no vitals. */
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
