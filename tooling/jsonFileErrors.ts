import { relative } from 'node:path'

import type { Plugin } from 'vite'

/** Keys that name parts of every JavaScript object: read as data, they can change the code's. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

export function jsonFileProblem(text: string, file: string): string | undefined {
  try {
    let forbidden: string | undefined
    JSON.parse(text, (key, value: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) forbidden ??= key
      return value
    })
    if (forbidden === undefined) return undefined
    const line = text.slice(0, text.indexOf(`"${forbidden}"`)).split('\n').length
    return `${file}:${line}: "${forbidden}" is not a key the site reads: rename it`
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const position = /\(line (\d+) column (\d+)\)/.exec(message)
    const where = position ? `${file}:${position[1]}:${position[2]}` : file
    return `${where}: not valid JSON: ${message.replace(/\s*\(line \d+ column \d+\)/, '')}`
  }
}

/** Fails the build naming the JSON file, line and column: Vite's own plugin names no file. */
export function jsonFileErrors(root: string): Plugin {
  return {
    name: 'json-file-errors',
    enforce: 'pre',
    transform: {
      filter: { id: { include: /\.json$/, exclude: /node_modules/ } },
      handler(code, id) {
        const problem = jsonFileProblem(code, relative(root, id.split('?')[0] ?? id))
        if (problem) this.error(problem)
      },
    },
  }
}
