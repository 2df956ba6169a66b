import { type PageReport, type VitalName, vitalNames, vitalSummary } from './summarize.ts'

/** Control characters (C0, DEL, C1), which a terminal would run as commands: a stored event's text is anyone's. */
const CONTROL = /\p{Cc}/gu

/** "1.24 s good (12)": the p75, its rating and how many page loads measured it. */
function vitalCell(row: PageReport, vital: VitalName): string {
  const summary = vitalSummary(row, vital)
  if (!summary) return '-'
  const { p75, rating, samples } = summary
  const value =
    vital === 'cls'
      ? p75.toFixed(2)
      : vital === 'lcp'
        ? `${(p75 / 1000).toFixed(2)} s`
        : `${p75} ms`
  return `${value} ${rating.replace('-', ' ')} (${samples})`
}

/** "plan-hover 3, cta-click 1": the page's events, most frequent first. */
function eventsCell(row: PageReport): string {
  const events = Object.entries(row.events).sort((a, b) => b[1] - a[1])
  return events.length ? events.map(([name, count]) => `${name} ${count}`).join(', ') : '-'
}

export function renderText(rows: readonly PageReport[], source: string): string {
  const header = ['Page', 'Lang', 'Views', 'Events', 'LCP p75', 'INP p75', 'CLS p75']
  const body = rows.map((row) =>
    [
      row.page,
      row.locale,
      String(row.views),
      eventsCell(row),
      ...vitalNames.map((vital) => vitalCell(row, vital)),
    ].map((cell) => cell.replace(CONTROL, '\uFFFD')),
  )
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => cells[column]?.length ?? 0)),
  )
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 2 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd()
  const views = rows.reduce((sum, row) => sum + row.views, 0)
  const events = rows.reduce(
    (sum, row) => sum + Object.values(row.events).reduce((a, b) => a + b, 0),
    0,
  )
  return [
    `Analytics from ${source}`,
    '',
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...body.map(line),
    '',
    `${views} page views and ${events} other events on ${rows.length} page/language rows. ` +
      'p75 ratings use Google’s thresholds (LCP 2.5 s / 4 s, INP 200 / 500 ms, CLS 0.1 / 0.25); ' +
      'the number in brackets is how many page loads measured it.',
  ].join('\n')
}
