import { describe, expect, it } from 'vitest'

import { builtPagesByPath } from './builtPages'

/** No two top-level sections in a row share a `data-pattern` (docs/section-patterns.md); the hero, holding the h1, is exempt. */

const pages = [...(await builtPagesByPath()).values()]

function sectionsOf(document: Document) {
  return [...document.querySelectorAll('main section, main article')]
    .filter((block) => !block.parentElement?.closest('section, article'))
    .filter((block) => !block.querySelector('h1'))
    .map((block) => ({
      name: block.id || block.tagName.toLowerCase(),
      pattern: block.getAttribute('data-pattern'),
    }))
}

describe('section patterns', () => {
  it.each(pages.map((page) => [page.path, page] as const))(
    '%s: every section names a pattern, and none repeats the one before',
    (_path, { document }) => {
      const sections = sectionsOf(document)
      const unnamed = sections.filter(({ pattern }) => !pattern).map(({ name }) => name)
      const repeats = sections
        .slice(1)
        .filter(({ pattern }, index) => pattern === sections[index]?.pattern)
        .map(({ name, pattern }) => `${name} repeats ${pattern}`)
      expect({ unnamed, repeats }).toEqual({ unnamed: [], repeats: [] })
    },
  )
})
