import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** A built script and the scripts it imports: statically, and with `import()`. */
interface BuiltChunk {
  imports: readonly string[]
  dynamicImports: readonly string[]
}

/** The client build's scripts by file name (`assets/chunks/chunk-Ab12.js`). */
export type ChunkGraph = Readonly<Record<string, BuiltChunk>>

/**
 * Adds `start` and every file it imports statically, in turn, to `into`: what evaluating it
 * evaluates.
 */
function withStaticImports(graph: ChunkGraph, start: string, into: Set<string>): void {
  if (into.has(start)) return
  into.add(start)
  for (const imported of graph[start]?.imports ?? []) withStaticImports(graph, imported, into)
}

/**
 * Every script the app needs before it can start, besides the entry itself: what the entry
 * imports, and what it imports with `import()` at once (React, then the app:
 * renderer/client.ts), each with everything those import in turn. A view is not among them:
 * which one a page needs depends on the page (viewChunks).
 */
export function appStartChunks(graph: ChunkGraph, entry: string): string[] {
  const chunk = graph[entry]
  if (!chunk) throw new Error(`${entry} is not a script of the client build`)
  const needed = new Set<string>()
  for (const start of [...chunk.imports, ...chunk.dynamicImports]) {
    withStaticImports(graph, start, needed)
  }
  needed.delete(entry)
  return [...needed]
}

/**
 * The scripts a page's view needs besides those the app starts with (`start`, the entry among
 * them): the view's own file first, then what it imports in turn. Asked for beside the start
 * scripts, the view no longer waits until the app has started and resolved the page's address,
 * nor its imports until the view has arrived.
 */
export function viewChunks(graph: ChunkGraph, view: string, start: readonly string[]): string[] {
  if (!graph[view]) throw new Error(`${view} is not a script of the client build`)
  const needed = new Set<string>()
  withStaticImports(graph, view, needed)
  return [...needed].filter((file) => !start.includes(file))
}

/** One script in Vite's client manifest: its file, and the manifest keys of what it imports. */
interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
}

type ViteManifest = Readonly<Record<string, ManifestChunk>>

/**
 * The built file of a source module (`src/views/home/HomeView.tsx`), from the client build's
 * manifest; a module the client build did not write fails the build, named.
 */
export function builtFileOf(manifest: ViteManifest, module: string): string {
  const chunk = manifest[module]
  if (!chunk) throw new Error(`${module} is not a module of the client build`)
  return chunk.file
}

/**
 * The client build's manifest, which Vite writes and Vike keeps as `assets.json` beside the
 * deployed folder (`dist/assets.json` for `dist/client`), so it is never shipped. A missing
 * manifest fails with its path (ENOENT).
 */
export function readClientManifest(clientDir: string): ViteManifest {
  return JSON.parse(readFileSync(join(clientDir, '..', 'assets.json'), 'utf8')) as ViteManifest
}

/** The chunk graph, by file name, from the client build's manifest (readClientManifest). */
export function chunkGraphOf(manifest: ViteManifest): ChunkGraph {
  const fileOf = (key: string) => manifest[key]?.file ?? key
  return Object.fromEntries(
    Object.values(manifest).map((chunk) => [
      chunk.file,
      {
        imports: (chunk.imports ?? []).map(fileOf),
        dynamicImports: (chunk.dynamicImports ?? []).map(fileOf),
      },
    ]),
  )
}
