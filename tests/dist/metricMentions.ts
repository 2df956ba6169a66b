import type { Locale } from '../../src/config/locales'
import { normalize } from '../text'

/** The agency's figures that must read the same wherever a page states them. */
export type MetricId =
  | 'yearsInBusiness'
  | 'foundingYear'
  | 'clients'
  | 'projects'
  | 'averageTrafficIncrease'
  | 'loadTime'
  | 'satisfaction'
  /** ChatGPT's weekly users as OpenAI published them, in millions. */
  | 'chatGptWeeklyUsers'

export interface Mention {
  metric: MetricId
  value: number
  page: string
  /** The words it was read from, for the failure message. */
  text: string
}

/** The number a figure states in any locale's writing: "15+" -> 15, "286 %" -> 286, "<3s" -> 3, "3,2 s" -> 3.2, "US$ 2,4 mi" -> 2.4. */
function figureValue(text: string): number {
  const match = /\d+(?:[.,]\d+)?/.exec(text)
  if (!match) return Number.NaN
  return Number(match[0].replace(',', '.'))
}

/** Running-text patterns per language: the figure is the first group. */
const TEXT_PATTERNS: Record<Locale, { metric: MetricId; pattern: RegExp }[]> = {
  en: [
    { metric: 'yearsInBusiness', pattern: /(\d+)\+? years\b/g },
    { metric: 'foundingYear', pattern: /\bsince (\d{4})\b/gi },
    { metric: 'clients', pattern: /(\d+)\+? (?:businesses|companies|clients)\b/g },
    { metric: 'projects', pattern: /(\d+)\+? projects\b/g },
    { metric: 'chatGptWeeklyUsers', pattern: /(\d+)\s?(?:M|million) people use ChatGPT\b/g },
  ],
  es: [
    { metric: 'yearsInBusiness', pattern: /(\d+)\+? años\b/g },
    { metric: 'foundingYear', pattern: /\bdesde (\d{4})\b/gi },
    { metric: 'clients', pattern: /(\d+)\+? (?:empresas|negocios|clientes)\b/g },
    { metric: 'projects', pattern: /(\d+)\+? proyectos\b/g },
    { metric: 'chatGptWeeklyUsers', pattern: /(\d+) millones de personas usan ChatGPT\b/g },
  ],
  pt: [
    { metric: 'yearsInBusiness', pattern: /(\d+)\+? anos\b/g },
    { metric: 'foundingYear', pattern: /\bdesde (\d{4})\b/gi },
    { metric: 'clients', pattern: /(\d+)\+? (?:empresas|negócios|clientes)\b/g },
    { metric: 'projects', pattern: /(\d+)\+? projetos\b/g },
    { metric: 'chatGptWeeklyUsers', pattern: /(\d+) milhões de pessoas usam o ChatGPT\b/g },
  ],
}

/** The figures a page's running text states ("15+ years", "más de 15 años", "desde 2011"). */
export function textMentions(page: string, locale: Locale, text: string): Mention[] {
  const mentions: Mention[] = []
  for (const { metric, pattern } of TEXT_PATTERNS[locale]) {
    for (const match of normalize(text).matchAll(pattern)) {
      mentions.push({ metric, value: Number(match[1]), page, text: match[0] })
    }
  }
  return mentions
}

/** The figures of a page's stat grids: each `<dt>` label names its metric, its `<dd>` the value. */
export function statMentions(
  page: string,
  document: Document,
  labels: ReadonlyMap<string, MetricId>,
): Mention[] {
  const mentions: Mention[] = []
  for (const term of document.querySelectorAll('dl dt')) {
    const label = normalize(term.textContent ?? '')
    const metric = labels.get(label)
    const value = term.nextElementSibling?.textContent ?? ''
    if (!metric || term.nextElementSibling?.tagName !== 'DD') continue
    mentions.push({
      metric,
      value: figureValue(value),
      page,
      text: `${label}: ${normalize(value)}`,
    })
  }
  return mentions
}

/** Every metric stated with more than one value, each value with the pages that state it. */
export function conflicts(mentions: readonly Mention[]): string[] {
  const byMetric = new Map<MetricId, Map<number, Mention[]>>()
  for (const mention of mentions) {
    const values = byMetric.get(mention.metric) ?? new Map<number, Mention[]>()
    values.set(mention.value, [...(values.get(mention.value) ?? []), mention])
    byMetric.set(mention.metric, values)
  }
  return [...byMetric]
    .filter(([, values]) => values.size > 1)
    .map(([metric, values]) => {
      const each = [...values].map(
        ([value, found]) =>
          `${value} (${found.length}x, e.g. "${found[0]?.text ?? ''}" on ${found[0]?.page ?? ''})`,
      )
      return `${metric}: ${each.join(' vs ')}`
    })
}
