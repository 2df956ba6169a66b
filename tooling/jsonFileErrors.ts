import { relative } from 'node:path'

import type { Plugin } from 'vite'

/**
 * What is wrong with a JSON file's text, as `file:line:column: message`, or undefined when it
 * parses. V8 gives the position as "(line L column C)"; the message keeps it once, in front.
 */
export function jsonFileProblem(text: string, file: string): string | undefined {
  try {
    JSON.parse(text)
    return undefined
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const position = /\(line (\d+) column (\d+)\)/.exec(message)
    const where = position ? `${file}:${position[1]}:${position[2]}` : file
    return `${where}: not valid JSON: ${message.replace(/\s*\(line \d+ column \d+\)/, '')}`
  }
}

/**
 * Vite's own JSON plugin fails on a translator's trailing comma with "trailing comma at line
 * 110 column 1", naming no file: this checks each of the project's JSON modules first, so the
 * build fails naming the file, line and column (`locales/es/about.json:110:1: …`).
 */
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
