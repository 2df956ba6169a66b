import { escapeXml } from '../../src/features/seo/escapeXml.ts'
import { htmlReportPage } from '../htmlReportPage.ts'
import { eventsCell, formatVital, ratingLabels } from './format.ts'
import { type PageReport, vitalNames, vitalSummary } from './summarize.ts'

const RATING_COLOURS = { good: '#0c7d4d', 'needs-improvement': '#a15c00', poor: '#b42318' }

/** How far along its scale a vital's bar goes: the "poor" limit doubled fills it. */
const VITAL_SCALE = { lcp: 8000, inp: 1000, cls: 0.5 }

function bar(fraction: number, colour: string, label: string): string {
  const width = Math.max(1, Math.min(100, fraction * 100)).toFixed(1)
  return `<div class="bar"><span style="width:${width}%;background:${colour}"></span><b>${escapeXml(label)}</b></div>`
}

const STYLE = `  body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem; color: #0f172a; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #e2e8f0; vertical-align: middle; }
  thead th { background: #f1f5f9; }
  .bar { position: relative; min-width: 11rem; height: 1.5rem; background: #f1f5f9; border-radius: 4px; }
  .bar span { position: absolute; inset: 0 auto 0 0; border-radius: 4px; opacity: .85; }
  .bar b { position: relative; padding: 0 .4rem; font-weight: 600; line-height: 1.5rem; mix-blend-mode: normal; text-shadow: 0 0 3px #fff, 0 0 3px #fff; }`

export function renderHtml(rows: readonly PageReport[], source: string): string {
  const mostViews = Math.max(1, ...rows.map((row) => row.views))
  const body = rows
    .map((row) => {
      const vitals = vitalNames.map((vital) => {
        const summary = vitalSummary(row, vital)
        if (!summary) return '<td>-</td>'
        const label = `${formatVital(vital, summary.p75)} · ${ratingLabels[summary.rating]} · ${summary.samples}`
        return `<td>${bar(summary.p75 / VITAL_SCALE[vital], RATING_COLOURS[summary.rating], label)}</td>`
      })
      return [
        '<tr>',
        `<th scope="row">${escapeXml(row.page)}</th>`,
        `<td>${escapeXml(row.locale)}</td>`,
        `<td>${bar(row.views / mostViews, '#5b3df5', String(row.views))}</td>`,
        `<td>${escapeXml(eventsCell(row))}</td>`,
        ...vitals,
        '</tr>',
      ].join('')
    })
    .join('\n')
  return htmlReportPage(
    'Analytics report',
    STYLE,
    `<h1>Analytics report</h1>
<p>From ${escapeXml(source)}. Web Vitals are the 75th percentile of page loads, rated with Google’s thresholds: LCP 2.5 s / 4 s, INP 200 / 500 ms, CLS 0.1 / 0.25; the last number is how many page loads measured it.</p>
<table>
<thead><tr><th scope="col">Page</th><th scope="col">Language</th><th scope="col">Views</th><th scope="col">Events</th><th scope="col">LCP p75</th><th scope="col">INP p75</th><th scope="col">CLS p75</th></tr></thead>
<tbody>
${body}
</tbody>
</table>`,
  )
}
