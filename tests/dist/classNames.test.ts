import { expect, test } from 'vitest'

import { builtCss, type BuiltPage, builtPagesByPath } from './builtPages'

/** Every class a built element carries is defined: no `undefined` from a style map, no CSS-module class the stylesheet lacks. */
const CSS_MODULE_CLASS = /^_[\w-]+_[a-z0-9]{5}$/
const NOT_A_CLASS = new Set(['undefined', 'null', 'false', 'true', 'NaN', '[object', 'Object]'])

const pages = [...(await builtPagesByPath()).values()]
const definedClasses = new Set(
  [...builtCss().matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? ''),
)

function classTokens(page: BuiltPage): string[] {
  return [...page.document.querySelectorAll('[class]')].flatMap((element) =>
    (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean),
  )
}

test('no built element carries a class that is a stray value', () => {
  const strays = pages.flatMap((page) =>
    classTokens(page)
      .filter((token) => NOT_A_CLASS.has(token))
      .map((token) => `${page.path}: ${token}`),
  )
  expect([...new Set(strays)]).toEqual([])
})

// A module class that only `composes` a global one has no rule of its own; the element carries the global class beside it.
test('every CSS-module class a built element carries is defined in the stylesheet, or composes a class that is', () => {
  const undefinedClasses = new Set<string>()
  let moduleClasses = 0
  for (const page of pages) {
    for (const element of page.document.querySelectorAll('[class]')) {
      const tokens = (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean)
      const composesDefined = tokens.some(
        (token) => !CSS_MODULE_CLASS.test(token) && definedClasses.has(token),
      )
      for (const token of tokens.filter((token) => CSS_MODULE_CLASS.test(token))) {
        moduleClasses += 1
        if (!definedClasses.has(token) && !composesDefined) undefinedClasses.add(token)
      }
    }
  }
  expect(moduleClasses).toBeGreaterThan(1000)
  expect([...undefinedClasses]).toEqual([])
})
