// Mobile Lighthouse runs of one page, each handed over with what Lighthouse's simulated phone
// (Lantern) needs to compute a metric again and show its workings: the diagnostic scripts
// lantern-lcp.mjs and lantern-tbt.mjs read the simulation that the score hides.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { chromiumArgs, chromiumExecutable } from '../chromium.mjs'
import { serveStatic } from './staticServer.mjs'

/**
 * Serves `dir` on `port`, runs Lighthouse (mobile, performance only) on `path` `runs` times, and
 * calls `report({ run, lhr, data, context })` after each: `data` and `context` are the two
 * arguments of a Lantern computed metric's `request` (LanternTotalBlockingTime.request(data,
 * context)). Metrics asked for with the same `context` share one simulation, as in the report.
 */
export async function eachLanternRun({ dir, path, port, runs = 1 }, report) {
  const site = await serveStatic(dir, port)
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
  try {
    for (let run = 1; run <= runs; run++) {
      const { lhr, artifacts } = await lighthouse(`${site.origin}${path}`, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['performance'],
      })
      const settings = lhr.configSettings
      const data = {
        trace: artifacts.Trace,
        devtoolsLog: artifacts.DevtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings,
        URL: artifacts.URL,
        SourceMaps: artifacts.SourceMaps,
        simulator: null,
      }
      await report({ run, lhr, data, context: { computedCache: new Map(), settings } })
    }
  } finally {
    await chrome.kill()
    await site.close()
  }
}
