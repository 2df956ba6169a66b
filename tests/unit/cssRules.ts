import { readFileSync } from 'node:fs'

/** A class's own declarations in a CSS module: the unit tests' class stand-in names any key, so a variant's look is read here. */
export function classDeclarations(cssFile: URL, className: string): string {
  const css = readFileSync(cssFile, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
  const rule = new RegExp(`(?:^|[}\\s])\\.${className}\\s*\\{([^}]*)\\}`, 'g')
  return [...css.matchAll(rule)]
    .map((match) => (match[1] ?? '').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' ')
}
