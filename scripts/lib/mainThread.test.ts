import { describe, expect, it } from 'vitest'

import {
  formatMainThreadSummary,
  type LongFrame,
  measureRun,
  medianOfRuns,
  type PageMeasure,
  summarizeMainThread,
} from './mainThread'

const PAGE = 'http://localhost:4182/es/services/cro'

const frame = (startTime: number, duration: number, scripts: LongFrame['scripts'] = []) => ({
  startTime,
  duration,
  scripts,
})
const script = (sourceURL: string, duration: number, sourceFunctionName = '') => ({
  sourceURL,
  sourceFunctionName,
  invokerType: 'module-script',
  duration,
})

describe('one load of a page', () => {
  const frames = [
    // The HTML's own style and layout: no script ran.
    frame(300, 150),
    // The framework chunk's evaluation, with a little of the entry's.
    frame(1400, 130, [
      script('http://localhost:4182/assets/chunks/framework-Ab12.js', 100),
      script('http://localhost:4182/assets/entries/client.js', 20, 'hydrate'),
    ]),
    // Mostly layout, a little script: the browser's frame, not the scripts'.
    frame(2000, 90, [script(PAGE, 10)]),
  ]
  const run = measureRun(frames, { pageUrl: PAGE, loadAt: 1200.4, hydratedAt: 2100.6 })

  it('sums every long frame’s time beyond 50 ms as blocking', () => {
    expect(run.blockingMs).toBe(100 + 80 + 40)
  })

  it('names the longest frame, and the longest the scripts own with their longest script', () => {
    expect(run.longestFrame).toEqual({ ms: 150, scriptMs: 0, cause: 'style & layout' })
    expect(run.longestScriptFrame).toEqual({
      ms: 130,
      scriptMs: 120,
      cause: 'framework-Ab12.js (module-script)',
    })
  })

  it('times hydration from the load event, and leaves it out for the zero-JavaScript twin', () => {
    expect(run.loadMs).toBe(1200)
    expect(run.hydratedAfterLoadMs).toBe(900)
    expect(measureRun([], { pageUrl: PAGE, loadAt: 900, hydratedAt: null })).toEqual({
      loadMs: 900,
      hydratedAfterLoadMs: null,
      blockingMs: 0,
      longestFrame: null,
      longestScriptFrame: null,
    })
  })

  it('calls an inline script by that name', () => {
    const inline = measureRun([frame(10, 80, [script(PAGE, 70, 'start')])], {
      pageUrl: PAGE,
      loadAt: 500,
      hydratedAt: null,
    })
    expect(inline.longestScriptFrame?.cause).toBe('inline start')
  })
})

describe('a page’s runs and the site', () => {
  const run = (
    loadMs: number,
    hydratedAfterLoadMs: number,
    blockingMs: number,
    frameMs: number,
  ) => ({
    loadMs,
    hydratedAfterLoadMs,
    blockingMs,
    longestFrame: { ms: frameMs, scriptMs: 0, cause: `frame of ${frameMs}` },
    longestScriptFrame: { ms: frameMs, scriptMs: frameMs, cause: `script of ${frameMs}` },
  })

  it('takes each figure’s median on its own, and the median frame with its own cause', () => {
    expect(
      medianOfRuns([run(900, 700, 300, 120), run(1000, 600, 100, 90), run(800, 900, 200, 200)]),
    ).toEqual(run(900, 700, 200, 120))
  })

  const page = (path: string, app: ReturnType<typeof run>, twinBlocking: number): PageMeasure => ({
    page: path,
    app,
    twin: { ...run(800, 0, twinBlocking, 60), hydratedAfterLoadMs: null, longestScriptFrame: null },
  })

  it('counts the pages that meet the targets and names the worst page for each', () => {
    const summary = summarizeMainThread([
      page('/', run(1500, 1300, 700, 130), 250),
      page('/blog', run(1200, 500, 200, 80), 100),
      page('/es/contact', run(1100, 800, 260, 100), 110),
    ])
    expect(summary).toEqual({
      pages: 3,
      meetingTargets: 2,
      hydratedAfterLoad: { medianMs: 800, maxMs: 1300, worstPage: '/' },
      longestScriptFrame: { maxMs: 130, worstPage: '/', cause: 'script of 130' },
      blockingOverTwin: { medianMs: 150, maxMs: 450, worstPage: '/' },
    })
    expect(formatMainThreadSummary(summary)).toBe(
      '3 pages; 2 meet the targets; hydrated after load median 800 ms, max 1300 ms (/);' +
        ' longest script frame 130 ms (/, script of 130);' +
        ' blocking over the zero-JS twin median 150 ms, max 450 ms (/)',
    )
    expect(formatMainThreadSummary(summarizeMainThread([]))).toBe('No page measured.')
  })
})
