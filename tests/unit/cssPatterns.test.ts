import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))
const read = (file: string) => readFileSync(join(root, file), 'utf8')

/** Every `composes: a b from global` in the components' stylesheets, with its file. */
function globalCompositions(): { file: string; name: string }[] {
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.module.css'))
    .flatMap((name) => {
      const file = join('src', name)
      return [...read(file).matchAll(/composes:\s*([\w\s-]+?)\s+from\s+global\s*;/g)].flatMap(
        (match) => (match[1] ?? '').split(/\s+/).map((pattern) => ({ file, name: pattern })),
      )
    })
}

/** The classes the global stylesheets define, `.name` wherever it stands in a selector. */
function globalClasses(): Set<string> {
  const css = ['src/styles/global.css', 'src/styles/patterns.css'].map(read).join('\n')
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '')
  return new Set([...withoutComments.matchAll(/\.([a-z][\w-]*)/g)].map((match) => match[1] ?? ''))
}

describe('the stylesheet patterns', () => {
  // A misspelt pattern composes nothing, silently: the element just loses its styles.
  it('are defined wherever a component composes one', () => {
    const defined = globalClasses()
    const compositions = globalCompositions()
    expect(compositions.length).toBeGreaterThan(20)
    const undefinedOnes = compositions.filter(({ name }) => !defined.has(name))
    expect(undefinedOnes).toEqual([])
  })

  it('are each composed somewhere', () => {
    const patterns = read('src/styles/patterns.css').replace(/\/\*[\s\S]*?\*\//g, '')
    const declared = new Set(
      [...patterns.matchAll(/:where\(([^)]*)\)/g)].flatMap((match) =>
        [...(match[1] ?? '').matchAll(/\.([a-z][\w-]*)/g)].map((name) => name[1] ?? ''),
      ),
    )
    const used = new Set(globalCompositions().map(({ name }) => name))
    expect([...declared].filter((name) => !used.has(name))).toEqual([])
  })
})
