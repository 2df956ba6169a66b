import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** Module state outlives a render (a prerender would hold every page): only the memos listed here, each with its reason, are allowed. */
const ALLOWED_MEMOS: Record<string, string> = {
  'src/features/analytics/startAnalytics.ts hovered':
    'the elements whose hover the page tracked once: browser only, where one document is one page',
  'src/features/analytics/tracking.ts waiting':
    'the events a page tracked before its tracker loaded: browser only, where one document is one page',
  'src/features/analytics/tracking.ts deliver':
    'the page’s tracker, once loaded: browser only, where one document is one page',
  'src/features/blog/blogData.ts postsBySlug':
    'an index of a post list by slug, keyed by the unchanging list it indexes',
  'src/features/i18n/format.ts numberFormats':
    'one Intl.NumberFormat per locale and options: building one costs far more than using it',
  'src/features/i18n/format.ts longDateFormats':
    'one Intl.DateTimeFormat per locale: building one costs far more than using it',
  'src/features/search/pagefind.ts pagefind': 'the search library, loaded once when first asked',
}

const MUTABLE_CONSTRUCTORS = /^new (Map|Set|WeakMap|WeakSet|Array)\b/

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name))
    .map((name) => join(folder, name))
}

/** Module-level declarations that hold state: `let`, `var`, or a const Map, Set or array to fill. */
function moduleState(file: string, text = readFileSync(join(root, file), 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  return source.statements.filter(ts.isVariableStatement).flatMap((statement) => {
    const { flags } = statement.declarationList
    const constant = (flags & ts.NodeFlags.Const) !== 0
    return statement.declarationList.declarations.flatMap((declaration) => {
      const name = declaration.name.getText(source)
      if (!constant) return [name]
      const declaredReadonly = declaration.type?.getText(source).startsWith('Readonly') ?? false
      const value = declaration.initializer?.getText(source) ?? ''
      const emptyArray = /^\[\]( as .*)?$/.test(value)
      return !declaredReadonly && (MUTABLE_CONSTRUCTORS.test(value) || emptyArray) ? [name] : []
    })
  })
}

const found = (folders: string[]) =>
  folders
    .flatMap(sourceFiles)
    .flatMap((file) =>
      moduleState(file).map((name) => `${relative(root, join(root, file))} ${name}`),
    )

describe('module-level state', () => {
  it('the shell and routing keep none: a render carries its own', () => {
    expect(found(['src/app', 'src/routing', 'renderer', 'pages'])).toEqual([])
  })

  it('features keep only the memos listed with their reason', () => {
    expect(found(['src/features'])).toEqual(Object.keys(ALLOWED_MEMOS))
  })

  it('tells a module that keeps what it saw from one holding constants', () => {
    const probe = [
      'let lastPage: string | null = null',
      'const seen = new Map<string, string>()',
      'const queue: string[] = []',
      "const fixed: ReadonlySet<string> = new Set(['a'])",
      "const IDS = ['a', 'b'] as const",
      'export function f() { let local = 1; return local }',
    ].join('\n')
    expect(moduleState('probe.ts', probe)).toEqual(['lastPage', 'seen', 'queue'])
  })
})
