import { describe, expect, it } from 'vitest'

import { builtPagesByPath } from './builtPages'

/**
 * Rhythm (issue 78, docs/section-patterns.md): every section of a page names its layout in
 * `data-pattern`, and no two sections in a row share one, so no page reads as one block repeated.
 *
 * A page's sections are the `main` sections and articles not inside another: what nests inside one
 * (a table's scroll region, a post's "Topics") is part of it. The hero, the block that holds the
 * page's h1, is exempt: it opens the page once, so it never repeats a neighbour. The closing call
 * to action carries its own pattern, `cta`, and is checked like any other.
 */

const pages = [...(await builtPagesByPath()).values()]

/** A page's sections, top to bottom, each as its id (or tag) and its pattern. */
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
  it('builds the pages it checks', () => {
    expect(pages.length).toBeGreaterThan(30)
  })

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
