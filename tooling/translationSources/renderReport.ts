import { diffWordsWithSpace } from 'diff'

import { escapeXml as escape } from '../../src/features/seo/escapeXml.ts'
import type { GlossaryTerm } from '../glossary.ts'
import { htmlReportPage } from '../htmlReportPage.ts'
import {
  compareCoverageNames,
  type Coverage,
  coverageCounts,
  type Problem,
  totalCoverage,
} from '../i18nStatus.ts'
import { changePlace } from './formatBehind.ts'
import type { LanguageStatus } from './languageTexts.ts'
import { namespaceFile } from './languageTexts.ts'

/** What the translators' dashboard shows, gathered by `npm run i18n:report`. */
export interface ReportInput {
  generatedAt: string
  /** The translated languages, each with its name in English (`es` -> "Spanish"). */
  languages: readonly { code: string; name: string }[]
  /** One row per language and namespace or document (translationCoverage). */
  coverage: readonly Coverage[]
  statuses: readonly LanguageStatus[]
  /** Keys with no text yet: the check's `missing` and `empty` problems. */
  missing: readonly Problem[]
  glossaries: Readonly<Record<string, readonly GlossaryTerm[]>>
}

/** One row's done / stale / missing as a stacked bar, with the counts in words beside it. */
function progress(row: Pick<Coverage, 'translated' | 'total' | 'stale'>): string {
  const { done, stale, missing } = coverageCounts(row)
  const share = (count: number) => (row.total === 0 ? 0 : (count / row.total) * 100).toFixed(2)
  const counts = [
    `${done} done`,
    stale ? `${stale} stale` : '',
    missing ? `${missing} missing` : '',
  ]
    .filter(Boolean)
    .join(' · ')
  return `<div class="progress" role="img" aria-label="${escape(`${counts} of ${row.total}`)}">
<span class="done" style="width:${share(done)}%"></span><span class="stale" style="width:${share(stale)}%"></span><span class="missing" style="width:${share(missing)}%"></span>
</div><span class="counts">${escape(counts)}</span>`
}

/** The English then and now, side by side, the words that changed marked in each. */
function englishDiff(was: string, now: string): string {
  const parts = diffWordsWithSpace(was, now)
  const side = (keep: 'removed' | 'added', tag: 'del' | 'ins') =>
    parts
      .filter((part) => !(keep === 'removed' ? part.added : part.removed))
      .map((part) => (part[keep] ? `<${tag}>${escape(part.value)}</${tag}>` : escape(part.value)))
      .join('')
  return `<div class="diff"><div><h4>English then</h4><p>${side('removed', 'del') || '<em>(nothing)</em>'}</p></div><div><h4>English now</h4><p>${side('added', 'ins') || '<em>(removed)</em>'}</p></div></div>`
}

const command = (text: string) => `<code class="command">${escape(text)}</code>`

function staleEntries(status: LanguageStatus): string {
  const strings = status.strings
    .filter((string) => string.freshness === 'stale')
    .map(
      (string) => `<li class="entry">
<p class="where">Edit <code>${escape(namespaceFile(status.locale, string.namespace))}</code>, key <code>${escape(string.key)}</code>, now: “${escape(string.translation)}”</p>
${englishDiff(string.recordedEnglish ?? '', string.english)}
<p class="then">Still says the same? ${command(`npm run i18n:reviewed -- ${status.locale} ${string.namespace}:${string.key}`)}</p>
</li>`,
    )
  const documents = status.documents
    .filter((document) => document.freshness === 'stale')
    .map(
      (document) => `<li class="entry">
<p class="where">Edit <code>${escape(document.file)}</code> (translated from the English of ${escape(document.recordedAt ?? '?')}; its page shows a notice until then)</p>
${document.changes
  .map(
    (change) =>
      `<p class="place">${escape(changePlace(change))}</p>${englishDiff(change.was.join('\n\n'), change.now.join('\n\n'))}`,
  )
  .join('\n')}
<p class="then">Still says the same? ${command(`npm run i18n:reviewed -- ${status.locale} ${document.id}`)}</p>
</li>`,
    )
  const all = [...strings, ...documents]
  return all.length === 0
    ? '<p class="clear">Nothing stale: every translation answers to today’s English.</p>'
    : `<ol class="entries">${all.join('\n')}</ol>`
}

function missingEntries(locale: string, missing: readonly Problem[]): string {
  const own = missing.filter((problem) => problem.file.startsWith(`locales/${locale}/`))
  if (own.length === 0) return '<p class="clear">Nothing missing.</p>'
  return `<ul class="missing-list">${own
    .map(
      (problem) =>
        `<li><code>${escape(problem.file)}</code> <code>${escape(problem.key)}</code> ${escape(problem.detail)}</li>`,
    )
    .join('')}</ul>`
}

function glossaryTable(terms: readonly GlossaryTerm[]): string {
  if (terms.length === 0) return '<p>No terms yet.</p>'
  const rows = terms
    .map(
      (term) =>
        `<tr><th scope="row">${escape(term.term)}</th><td><strong>${escape(term.use)}</strong></td><td>${escape(term.avoid.join(', '))}</td><td>${escape(term.note ?? '')}</td></tr>`,
    )
    .join('\n')
  return `<div class="scroll"><table class="glossary"><thead><tr><th scope="col">English</th><th scope="col">Write</th><th scope="col">Never</th><th scope="col">Why</th></tr></thead><tbody>${rows}</tbody></table></div>`
}

function languageSection(input: ReportInput, code: string, name: string): string {
  const status = input.statuses.find((entry) => entry.locale === code)
  const rows = input.coverage
    .filter((row) => row.locale === code)
    .sort((a, b) => compareCoverageNames(a.namespace, b.namespace))
  const overall = totalCoverage(code, rows)
  const table = rows
    .map((row) => {
      const file = row.namespace.endsWith('.md')
        ? `locales/${code}/${row.namespace}`
        : namespaceFile(code, row.namespace)
      return `<tr><th scope="row"><code>${escape(file)}</code></th><td>${progress(row)}</td></tr>`
    })
    .join('\n')
  return `<section id="${escape(code)}" aria-labelledby="${escape(code)}-title">
<h2 id="${escape(code)}-title">${escape(name)} <span class="code">${escape(code)}</span></h2>
<div class="overall">${progress(overall)}</div>
<details open><summary>By file</summary>
<table class="files"><tbody>${table}</tbody></table>
</details>
<h3>Stale: the English changed since it was translated</h3>
${status ? staleEntries(status) : ''}
<h3>Missing</h3>
${missingEntries(code, input.missing)}
<h3>Glossary</h3>
<p>One word per idea. <code>npm run i18n:check</code> flags the words in “Never”. The file: <code>locales/glossary/${escape(code)}.json</code>.</p>
${glossaryTable(input.glossaries[code] ?? [])}
</section>`
}

const STYLE = `  :root { --done: #0c7d4d; --stale: #b45309; --missing: #b42318; --ink: #0f172a; --muted: #475569; --line: #e2e8f0; }
  body { font: 15px/1.55 system-ui, sans-serif; margin: 0 auto; padding: 2rem 1.25rem 4rem; max-width: 72rem; color: var(--ink); }
  h1 { margin: 0 0 .25rem; }
  h2 { margin-top: 3rem; padding-top: 1rem; border-top: 2px solid var(--line); }
  h2 .code, .lede { color: var(--muted); font-weight: 400; }
  nav a { margin-right: 1rem; font-weight: 600; }
  code { font: 13px/1.4 ui-monospace, monospace; background: #f1f5f9; padding: .1rem .3rem; border-radius: 4px; overflow-wrap: anywhere; }
  .legend span { display: inline-flex; align-items: center; gap: .35rem; margin-right: 1rem; }
  .legend i { width: .9rem; height: .9rem; border-radius: 3px; display: inline-block; }
  .progress { display: inline-flex; width: min(22rem, 100%); height: .9rem; border-radius: 999px; overflow: hidden; background: #f1f5f9; vertical-align: middle; }
  .progress span { display: block; height: 100%; }
  .done, .legend .done { background: var(--done); }
  .stale, .legend .stale { background: var(--stale); }
  .missing, .legend .missing { background: var(--missing); }
  .counts { margin-left: .6rem; color: var(--muted); font-size: 13px; }
  .overall .progress { width: min(40rem, 100%); height: 1.2rem; }
  .scroll { overflow-x: auto; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; vertical-align: top; padding: .35rem .6rem; border-bottom: 1px solid var(--line); }
  .files th { font-weight: 400; width: 22rem; }
  .entries { padding-left: 1.25rem; }
  .entry { margin-bottom: 1.5rem; }
  .where, .place { margin: .25rem 0; }
  .place { color: var(--muted); }
  .diff { display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; }
  .diff > div { border: 1px solid var(--line); border-radius: 8px; padding: .5rem .75rem; }
  .diff h4 { margin: 0 0 .25rem; font-size: 12px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); }
  .diff p { margin: 0; white-space: pre-wrap; }
  del { background: #fde2e1; color: #7a1a12; }
  ins { background: #d9f2e4; color: #0a5535; text-decoration: none; }
  .then { margin: .35rem 0 0; color: var(--muted); }
  .clear { color: var(--done); font-weight: 600; }
  .glossary td, .glossary th { font-size: 14px; }
  @media (max-width: 40rem) {
    .diff { grid-template-columns: 1fr; }
    .files tr, .files th, .files td { display: block; }
    .files th { width: auto; border: 0; padding-bottom: 0; }
    .counts { display: block; margin: .2rem 0 0; }
  }`

/** The dashboard: a self-contained page (no script, no request) translators open in a browser. */
export function renderReport(input: ReportInput): string {
  const nav = input.languages
    .map(({ code, name }) => `<a href="#${escape(code)}">${escape(name)}</a>`)
    .join(' ')
  return htmlReportPage(
    'Translations',
    STYLE,
    `<h1>Translations</h1>
<p class="lede">Written by <code>npm run i18n:report</code> on ${escape(input.generatedAt)}. The guide: <code>locales/README.md</code>.</p>
<p class="legend"><span><i class="done"></i>done</span><span><i class="stale"></i>stale: the English changed since</span><span><i class="missing"></i>missing</span></p>
<nav aria-label="Languages">${nav}</nav>
${input.languages.map(({ code, name }) => languageSection(input, code, name)).join('\n')}`,
  )
}
