import { readFileSync } from 'node:fs'

/**
 * The declarations a CSS module gives a class on its own (`.primary { … }`), normalized. Unit
 * tests render with a CSS-module stand-in that names a class for any key, so a test that a
 * variant looks different reads the stylesheet itself: emptied, it fails.
 */
export function classDeclarations(cssFile: URL, className: string): string {
  const css = readFileSync(cssFile, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
  const rule = new RegExp(`(?:^|[}\\s])\\.${className}\\s*\\{([^}]*)\\}`, 'g')
  return [...css.matchAll(rule)]
    .map((match) => (match[1] ?? '').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' ')
}
