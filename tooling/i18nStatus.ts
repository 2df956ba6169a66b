// The problems `npm run i18n:check` names by file and key, read off i18next-cli's dry-run extraction.

import { markupIn } from '../src/features/i18n/plainText.ts'

export interface NamespaceFile {
  locale: string
  namespace: string
  file: string
  /** Keys the code uses, with i18next-cli's plural forms for this locale. */
  expected: Record<string, unknown>
  /** What the file holds today (empty when the file does not exist). */
  existing: Record<string, unknown>
}

type ProblemKind = keyof typeof EXPLANATION

export interface Problem {
  file: string
  key: string
  kind: ProblemKind
  detail: string
}

/** Translator notes: `locales/context/<namespace>.json`, shaped like the English file. */
export interface ContextFile {
  namespace: string
  file: string
  descriptions: Record<string, unknown>
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/
const SPELLED_OUT_FORM = /_(zero|one|two)$/
/** i18next's unescaped value and nesting, which the site does not use (locales/README.md). */
const UNSUPPORTED = /\{\{\s*-[^}]*\}\}|\$t\([^)]*\)?/g

export function flattenKeys(tree: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  return new Map(
    Object.entries(tree).flatMap(([name, value]) => {
      const key = prefix ? `${prefix}.${name}` : name
      return value !== null && typeof value === 'object' && !Array.isArray(value)
        ? [...flattenKeys(value as Record<string, unknown>, key)]
        : [[key, value] as const]
    }),
  )
}

/** Each `{{…}}` of a string, as i18next's interpolation matches it: any text up to `}}`. */
const INTERPOLATION = /\{\{(.+?)\}\}/g

/** The `{{name}}` placeholders of a string, sorted, each once: any letters, less a format. */
export function placeholdersOf(text: string): string[] {
  const names = [...text.matchAll(INTERPOLATION)].map(
    (m) => (m[1] ?? '').replace(/^\s*-/, '').split(',')[0]?.trim() ?? '',
  )
  return [...new Set(names)].sort()
}

/** `readingTime_many` -> `readingTime`; keys without a plural suffix are their own base. */
export function pluralBase(key: string): string {
  return key.replace(PLURAL_SUFFIX, '')
}

export function isTranslated(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

export function sourceText(source: ReadonlyMap<string, unknown>, key: string): string | undefined {
  const own = source.get(key)
  if (typeof own === 'string') return own
  const other = source.get(`${pluralBase(key)}_other`)
  return typeof other === 'string' ? other : undefined
}

function placeholderProblem(
  key: string,
  source: string,
  text: string,
  shared: readonly string[],
): string | null {
  // Shared figures ({{years}}, {{yearsNumber}}…) are any text's to use or not, in any form.
  const expected = placeholdersOf(source).filter((name) => !shared.includes(name))
  const found = placeholdersOf(text).filter((name) => !shared.includes(name))
  const unknown = found.filter((name) => !expected.includes(name))
  // "Un minuto": a form for one (or zero, or two) may spell its number out instead of `{{count}}`.
  const dropped = expected.filter(
    (name) => !found.includes(name) && !(name === 'count' && SPELLED_OUT_FORM.test(key)),
  )
  if (unknown.length === 0 && dropped.length === 0) return null
  const parts = [
    unknown.length ? `unknown ${unknown.map((n) => `{{${n}}}`).join(', ')}` : '',
    dropped.length ? `missing ${dropped.map((n) => `{{${n}}}`).join(', ')}` : '',
  ]
  return `${parts.filter(Boolean).join('; ')} (English has ${expected.map((n) => `{{${n}}}`).join(', ') || 'none'})`
}

export function auditTranslations(
  files: readonly NamespaceFile[],
  primary: string,
  contexts: readonly ContextFile[],
  shared: readonly string[] = [],
): Problem[] {
  const problems: Problem[] = []
  const primaryFiles = files.filter((f) => f.locale === primary)
  const sources = new Map(primaryFiles.map((f) => [f.namespace, flattenKeys(f.existing)]))
  // Keys named at run time (`meta.*`) are kept only where a file has them: English's are every language's.
  const keptInEnglish = new Map(
    primaryFiles.map((f) => {
      const keys = [...flattenKeys(f.expected).keys()]
      return [f.namespace, keys.filter((key) => !PLURAL_SUFFIX.test(key))]
    }),
  )

  for (const file of files) {
    const kept = keptInEnglish.get(file.namespace) ?? []
    const expected = new Set([...flattenKeys(file.expected).keys(), ...kept])
    const existing = flattenKeys(file.existing)
    const source = sources.get(file.namespace) ?? new Map<string, unknown>()
    const add = (key: string, kind: ProblemKind, detail: string) =>
      problems.push({ file: file.file, key, kind, detail })
    for (const key of expected) {
      const value = existing.get(key)
      const english = sourceText(source, key)
      const inEnglish =
        file.locale !== primary && english ? ` (English: ${JSON.stringify(english)})` : ''
      if (!existing.has(key)) {
        add(key, 'missing', `not in the file${inEnglish}`)
        continue
      }
      if (!isTranslated(value)) {
        add(key, 'empty', `no text yet${inEnglish}`)
        continue
      }
      const markup = markupIn(value)
      if (markup) add(key, 'markup', markup)
      const mismatch =
        file.locale !== primary && english !== undefined
          ? placeholderProblem(key, english, value, shared)
          : null
      if (mismatch) add(key, 'placeholders', mismatch)
      for (const [feature] of value.matchAll(UNSUPPORTED)) add(key, 'unsupported', feature)
    }
    for (const key of existing.keys()) {
      if (!expected.has(key)) add(key, 'unused', 'no code reads it')
    }
  }

  problems.push(...descriptionProblems(sources, contexts, shared))
  return problems
}

function descriptionProblems(
  sources: ReadonlyMap<string, Map<string, unknown>>,
  contexts: readonly ContextFile[],
  shared: readonly string[],
): Problem[] {
  const problems: Problem[] = []
  const byNamespace = new Map(contexts.map((c) => [c.namespace, c]))
  for (const [namespace, source] of sources) {
    const context = byNamespace.get(namespace)
    const described = context ? flattenKeys(context.descriptions) : new Map<string, unknown>()
    const file = context?.file ?? `locales/context/${namespace}.json`
    const needing = new Set<string>()
    for (const [key, text] of source) {
      const plural = PLURAL_SUFFIX.test(key)
      // The shared figures are described once, in locales/README.md ("The agency's figures").
      const own =
        typeof text === 'string' ? placeholdersOf(text).filter((n) => !shared.includes(n)) : []
      if (plural || own.length > 0) needing.add(pluralBase(key))
    }
    for (const key of needing) {
      if (!isTranslated(described.get(key))) {
        problems.push({
          file,
          key,
          kind: 'needs-description',
          detail: 'say what its placeholders hold or when each plural form is used',
        })
      }
    }
  }
  for (const context of contexts) {
    const source = sources.get(context.namespace) ?? new Map<string, unknown>()
    const bases = new Set([...source.keys()].map(pluralBase))
    for (const key of flattenKeys(context.descriptions).keys()) {
      if (!bases.has(key)) {
        problems.push({
          file: context.file,
          key,
          kind: 'stale-description',
          detail: 'describes a key the English file no longer has',
        })
      }
    }
  }
  return problems
}

/** Each kind of problem, with what the translator does about it. */
const EXPLANATION = {
  missing: 'Add the key with its translation.',
  empty: 'Write the translation.',
  unused: 'Remove it (npm run i18n:extract does), or use it in the code.',
  placeholders: 'Keep every {{placeholder}} of the English text, spelled exactly.',
  unsupported:
    'Write {{name}}, and write the text out: the site uses neither {{- name}} nor $t(…).',
  markup: 'Write plain text: the site shows it as typed, so a tag or a link would show as code.',
  'needs-description': 'Add a note for translators in the context file.',
  'stale-description': 'Remove the note, or move it to the key’s new name.',
  length:
    'Rewrite it to fit what search results show (locales/README.md, "Search results and sharing").',
  'avoided-term': 'Use the glossary’s approved word (locales/glossary/<language>.json).',
  stale:
    'Update the translation to the new English; if it already says the same, npm run i18n:reviewed -- <language> <namespace>:<key> records that.',
  unrecorded:
    'Run npm run i18n:status, which records the English it was translated from (locales/README.md, "When the English changes").',
  'undated-update':
    'Date the English change: the translations’ pages say when the English version was updated.',
} satisfies Record<string, string>

export function formatProblems(problems: readonly Problem[]): string {
  const kinds = [...new Set(problems.map((p) => p.kind))]
  return kinds
    .map((kind) => {
      const own = problems.filter((p) => p.kind === kind)
      const lines = own.map((p) => `  ${p.file}  ${p.key}  ${p.detail}`)
      return [`${kind} (${own.length}): ${EXPLANATION[kind]}`, ...lines].join('\n')
    })
    .join('\n\n')
}
