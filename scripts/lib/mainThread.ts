/**
 * What the main-thread benchmark (`npm run bench:main-thread`) makes of the long animation
 * frames a page reported: per run, per page (the median of its runs) and for the whole site.
 * Pure functions over plain data, so the figures the benchmark prints are unit-tested.
 *
 * Definitions, after the issue that asked for the benchmark (issue 38):
 * - total blocking is the sum, over every long frame, of its time beyond 50 ms (as TBT is for
 *   long tasks);
 * - a frame belongs to the scripts when they ran for at least half of it; otherwise it is the
 *   browser's own style, layout and paint of the HTML, which the zero-JavaScript twin pays too.
 */
import { median } from './bench.mjs'

/** One script's share of a long animation frame (`PerformanceScriptTiming`). */
interface FrameScript {
  sourceURL: string
  sourceFunctionName: string
  invokerType: string
  duration: number
}

/** A long animation frame (`PerformanceLongAnimationFrameTiming`), the fields read here. */
export interface LongFrame {
  startTime: number
  duration: number
  scripts: FrameScript[]
}

interface FrameSummary {
  ms: number
  scriptMs: number
  /** The longest script as `file function`, or `style & layout` when no script owns the frame. */
  cause: string
}

/** One load of one page. Times in ms from the navigation's start, rounded. */
export interface RunMeasure {
  loadMs: number
  /** From the load event to `data-hydrated`; null for the zero-JavaScript twin. */
  hydratedAfterLoadMs: number | null
  blockingMs: number
  longestFrame: FrameSummary | null
  /** The longest frame the scripts own (see above); null when they own none. */
  longestScriptFrame: FrameSummary | null
}

/** A page: the median of its runs, and the same for its zero-JavaScript twin. */
export interface PageMeasure {
  page: string
  app: RunMeasure
  twin: RunMeasure
}

const LONG_FRAME_MS = 50

/** The item `value` ranks highest; the first of equals. */
function largest<T>(items: readonly T[], value: (item: T) => number): T | undefined {
  return items.reduce<T | undefined>(
    (top, item) => (top !== undefined && value(top) >= value(item) ? top : item),
    undefined,
  )
}

const scriptMs = (frame: LongFrame) =>
  frame.scripts.reduce((sum, script) => sum + script.duration, 0)

const ownedByScripts = (frame: LongFrame) => scriptMs(frame) * 2 >= frame.duration

/** `http://localhost:4182/assets/framework-Ab12.js` -> `framework-Ab12.js`; an inline script
 * reports the page's own address, so it reads `inline`. */
function scriptName(script: FrameScript, pageUrl: string): string {
  if (!script.sourceURL || script.sourceURL === pageUrl) return 'inline'
  return script.sourceURL.slice(script.sourceURL.lastIndexOf('/') + 1)
}

function summarizeFrame(frame: LongFrame, pageUrl: string): FrameSummary {
  const longest = largest(frame.scripts, (script) => script.duration)
  const owned = ownedByScripts(frame)
  return {
    ms: Math.round(frame.duration),
    scriptMs: Math.round(scriptMs(frame)),
    cause:
      owned && longest
        ? `${scriptName(longest, pageUrl)} ${longest.sourceFunctionName || `(${longest.invokerType})`}`
        : 'style & layout',
  }
}

/** What one load of a page comes to. `hydratedAt` and `loadAt` are `performance.now()` times. */
export function measureRun(
  frames: LongFrame[],
  { pageUrl, loadAt, hydratedAt }: { pageUrl: string; loadAt: number; hydratedAt: number | null },
): RunMeasure {
  const duration = (frame: LongFrame) => frame.duration
  const top = largest(frames, duration)
  const topScript = largest(frames.filter(ownedByScripts), duration)
  return {
    loadMs: Math.round(loadAt),
    hydratedAfterLoadMs: hydratedAt === null ? null : Math.round(hydratedAt - loadAt),
    blockingMs: Math.round(
      frames.reduce((sum, frame) => sum + Math.max(0, frame.duration - LONG_FRAME_MS), 0),
    ),
    longestFrame: top ? summarizeFrame(top, pageUrl) : null,
    longestScriptFrame: topScript ? summarizeFrame(topScript, pageUrl) : null,
  }
}

/** The median of figures that are never none (a page's runs, the pages measured). */
const middle = (values: number[]) => median(values) ?? Number.NaN

/** The run whose frame is the median one, so the cause printed is a real frame's. */
function medianFrame(frames: (FrameSummary | null)[]): FrameSummary | null {
  const present = frames.map((frame) => frame ?? { ms: 0, scriptMs: 0, cause: '' })
  const ms = middle(present.map((frame) => frame.ms))
  const chosen = present.find((frame) => frame.ms === ms)
  return chosen && chosen.ms > 0 ? chosen : null
}

/** Each figure's median over a page's runs, each taken on its own. */
export function medianOfRuns(runs: RunMeasure[]): RunMeasure {
  const hydrated = runs.map((run) => run.hydratedAfterLoadMs)
  return {
    loadMs: middle(runs.map((run) => run.loadMs)),
    hydratedAfterLoadMs: hydrated.every((ms) => ms !== null) ? middle(hydrated) : null,
    blockingMs: middle(runs.map((run) => run.blockingMs)),
    longestFrame: medianFrame(runs.map((run) => run.longestFrame)),
    longestScriptFrame: medianFrame(runs.map((run) => run.longestScriptFrame)),
  }
}

/** The targets of issue 38, page by page. */
const TARGETS = {
  hydratedAfterLoadMs: 800,
  longestScriptFrameMs: 100,
  blockingOverTwinMs: 150,
} as const

export const blockingOverTwin = (page: PageMeasure) => page.app.blockingMs - page.twin.blockingMs

function meetsTargets(page: PageMeasure): boolean {
  return (
    (page.app.hydratedAfterLoadMs ?? Infinity) <= TARGETS.hydratedAfterLoadMs &&
    (page.app.longestScriptFrame?.ms ?? 0) <= TARGETS.longestScriptFrameMs &&
    blockingOverTwin(page) <= TARGETS.blockingOverTwinMs
  )
}

export interface MainThreadSummary {
  pages: number
  meetingTargets: number
  hydratedAfterLoad: { medianMs: number; maxMs: number; worstPage: string }
  longestScriptFrame: { maxMs: number; worstPage: string; cause: string }
  blockingOverTwin: { medianMs: number; maxMs: number; worstPage: string }
}

export function summarizeMainThread(pages: PageMeasure[]): MainThreadSummary | null {
  const [first] = pages
  if (!first) return null
  const worst = (value: (page: PageMeasure) => number) => largest(pages, value) ?? first
  const hydrated = (page: PageMeasure) => page.app.hydratedAfterLoadMs ?? Infinity
  const scriptFrame = (page: PageMeasure) => page.app.longestScriptFrame?.ms ?? 0
  const slowest = worst(hydrated)
  const longestScript = worst(scriptFrame)
  const mostBlocked = worst(blockingOverTwin)
  return {
    pages: pages.length,
    meetingTargets: pages.filter(meetsTargets).length,
    hydratedAfterLoad: {
      medianMs: middle(pages.map(hydrated)),
      maxMs: hydrated(slowest),
      worstPage: slowest.page,
    },
    longestScriptFrame: {
      maxMs: scriptFrame(longestScript),
      worstPage: longestScript.page,
      cause: longestScript.app.longestScriptFrame?.cause ?? 'none',
    },
    blockingOverTwin: {
      medianMs: middle(pages.map(blockingOverTwin)),
      maxMs: blockingOverTwin(mostBlocked),
      worstPage: mostBlocked.page,
    },
  }
}

export function formatMainThreadSummary(summary: MainThreadSummary | null): string {
  if (!summary) return 'No page measured.'
  const { hydratedAfterLoad: h, longestScriptFrame: f, blockingOverTwin: b } = summary
  return (
    `${summary.pages} pages; ${summary.meetingTargets} meet the targets;` +
    ` hydrated after load median ${h.medianMs} ms, max ${h.maxMs} ms (${h.worstPage});` +
    ` longest script frame ${f.maxMs} ms (${f.worstPage}, ${f.cause});` +
    ` blocking over the zero-JS twin median ${b.medianMs} ms, max ${b.maxMs} ms (${b.worstPage})`
  )
}
