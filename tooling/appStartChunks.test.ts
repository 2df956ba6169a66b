import { describe, expect, it } from 'vitest'

import {
  appStartChunks,
  builtFileOf,
  type ChunkGraph,
  chunkGraphOf,
  viewChunks,
} from './appStartChunks'

/** The client build's shape: the entry imports React and the app; views come later. */
const graph: ChunkGraph = {
  'assets/entries/client.js': {
    imports: ['assets/chunks/helper.js'],
    dynamicImports: ['assets/chunks/react.js', 'assets/chunks/hydrate.js'],
  },
  'assets/chunks/helper.js': { imports: [], dynamicImports: [] },
  'assets/chunks/react.js': { imports: [], dynamicImports: [] },
  'assets/chunks/hydrate.js': {
    imports: ['assets/chunks/react.js', 'assets/chunks/framework.js', 'assets/chunks/shared.js'],
    dynamicImports: ['assets/chunks/HomeView.js', 'assets/chunks/BlogView.js'],
  },
  'assets/chunks/framework.js': { imports: ['assets/chunks/react.js'], dynamicImports: [] },
  'assets/chunks/shared.js': {
    imports: ['assets/chunks/framework.js', 'assets/entries/client.js'],
    dynamicImports: ['assets/chunks/motion.js'],
  },
  'assets/chunks/HomeView.js': {
    imports: ['assets/chunks/shared.js', 'assets/chunks/cards.js'],
    dynamicImports: ['assets/chunks/video.js'],
  },
  'assets/chunks/cards.js': { imports: ['assets/chunks/react.js'], dynamicImports: [] },
}

describe('the scripts the app starts with', () => {
  it('are what the entry imports, at once or with import(), and all they import in turn', () => {
    expect(appStartChunks(graph, 'assets/entries/client.js')).toEqual([
      'assets/chunks/helper.js',
      'assets/chunks/react.js',
      'assets/chunks/hydrate.js',
      'assets/chunks/framework.js',
      'assets/chunks/shared.js',
    ])
  })

  it('leave out the views and what only a later step loads, and the entry itself', () => {
    const start = appStartChunks(graph, 'assets/entries/client.js')
    for (const later of ['HomeView', 'BlogView', 'motion', 'entries/client']) {
      expect(start.some((file) => file.includes(later))).toBe(false)
    }
  })

  it('fail the build when the page names an entry the client build did not write', () => {
    expect(() => appStartChunks(graph, 'assets/entries/gone.js')).toThrow(
      'assets/entries/gone.js is not a script of the client build',
    )
  })
})

describe("the scripts of a page's view", () => {
  const start = ['assets/entries/client.js', ...appStartChunks(graph, 'assets/entries/client.js')]

  it('are its own file, then what it imports that the app does not start with', () => {
    expect(viewChunks(graph, 'assets/chunks/HomeView.js', start)).toEqual([
      'assets/chunks/HomeView.js',
      'assets/chunks/cards.js',
    ])
  })

  it('fail the build for a view the client build did not write', () => {
    expect(() => viewChunks(graph, 'assets/chunks/GoneView.js', start)).toThrow(
      'assets/chunks/GoneView.js is not a script of the client build',
    )
  })

  it("are found by the view's source module in the manifest", () => {
    const manifest = { 'src/views/home/HomeView.tsx': { file: 'assets/chunks/HomeView.js' } }
    expect(builtFileOf(manifest, 'src/views/home/HomeView.tsx')).toBe('assets/chunks/HomeView.js')
    expect(() => builtFileOf(manifest, 'src/views/gone/GoneView.tsx')).toThrow(
      'src/views/gone/GoneView.tsx is not a module of the client build',
    )
  })
})

describe('the chunk graph', () => {
  it('is read from the client manifest, by file name, with the files each one imports', () => {
    const graph = chunkGraphOf({
      'renderer/+client.ts': {
        file: 'assets/entries/client.js',
        imports: ['_chunk-helper.js'],
        dynamicImports: ['_chunk-react.js', 'renderer/hydrate.tsx'],
      },
      '_chunk-helper.js': { file: 'assets/chunks/helper.js' },
      '_chunk-react.js': { file: 'assets/chunks/react.js' },
      'renderer/hydrate.tsx': { file: 'assets/chunks/hydrate.js', imports: ['_chunk-react.js'] },
    })
    expect(graph['assets/entries/client.js']).toEqual({
      imports: ['assets/chunks/helper.js'],
      dynamicImports: ['assets/chunks/react.js', 'assets/chunks/hydrate.js'],
    })
    expect(appStartChunks(graph, 'assets/entries/client.js')).toEqual([
      'assets/chunks/helper.js',
      'assets/chunks/react.js',
      'assets/chunks/hydrate.js',
    ])
  })
})
