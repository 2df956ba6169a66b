import { APP_LOADER_SCRIPT } from '../features/app-loader/appLoader.ts'
import {
  appStartChunks,
  builtFileOf,
  type ChunkGraph,
  chunkGraphOf,
  readClientManifest,
  viewChunks,
} from './appStartChunks.ts'

/** The app's client entry: a build input of its own (vite.config.ts), unknown to Vike. */
export const CLIENT_ENTRY = 'renderer/client.ts'

/** The client manifest and its chunk graph, read once: the prerender asks for every page. */
let built: { manifest: ReturnType<typeof readClientManifest>; graph: ChunkGraph } | undefined

/**
 * The tag that starts the app on a prerendered page: the app loader
 * (src/features/app-loader/appLoader.ts) with the entry's built address and, to preload beside
 * it, the scripts the app starts with and those of the page's view (`view`, its source module),
 * read from the client build's manifest. Under `npm run dev` there is no manifest, and the
 * entry is loaded as Vite serves it.
 */
export function appStartTag(clientDir: string, view: string): string {
  if (import.meta.env.DEV) return `<script type="module" src="/${CLIENT_ENTRY}"></script>`
  if (!built) {
    const manifest = readClientManifest(clientDir)
    built = { manifest, graph: chunkGraphOf(manifest) }
  }
  const { manifest, graph } = built
  const entry = builtFileOf(manifest, CLIENT_ENTRY)
  const start = appStartChunks(graph, entry)
  const preload = [...start, ...viewChunks(graph, builtFileOf(manifest, view), [entry, ...start])]
  const addresses = preload.map((file) => `/${file}`).join(' ')
  return `<script data-entry="/${entry}" data-preload="${addresses}">${APP_LOADER_SCRIPT}</script>`
}
