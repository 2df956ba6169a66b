import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { expect, test } from 'vitest'

import { CLIENT_DIR } from '../../scripts/lib/pageAssets.mjs'
import {
  builtFileOf,
  chunkGraphOf,
  readClientManifest,
  withStaticImports,
} from '../../tooling/appStartChunks'

const manifest = readClientManifest(CLIENT_DIR)
const graph = chunkGraphOf(manifest)
const code = (file: string) => readFileSync(join(CLIENT_DIR, file), 'utf8')

test("the app starts in three steps, React's file, the other libraries' file, then the app, each a file the app needs anyway", () => {
  const entry = builtFileOf(manifest, 'renderer/+client.ts')
  const steps = graph[entry]?.dynamicImports ?? []
  expect(steps).toHaveLength(3)
  const [react = '', libraries = '', app = ''] = steps
  expect(app).toBe(builtFileOf(manifest, 'renderer/hydrate.tsx'))
  // React 19's element marker is in React's file alone; i18next names itself in its messages.
  expect(code(react)).toContain('react.transitional.element')
  expect(code(libraries)).toContain('i18next')
  expect(code(libraries)).not.toContain('react.transitional.element')
  // The first two steps evaluate files the app imports itself: no file more to fetch, and each
  // evaluated once, in a task of its own, before the app's.
  const appFiles = new Set<string>()
  withStaticImports(graph, app, appFiles)
  expect(appFiles).toContain(react)
  expect(appFiles).toContain(libraries)
})
