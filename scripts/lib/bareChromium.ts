/**
 * A headless Chromium driven over the DevTools protocol with no more of it than a timing needs.
 *
 * Why not Playwright, which the tests use: Playwright enables the `Runtime` domain on every page,
 * and with it V8's inspector, which records a detailed stack trace for every `Error` created.
 * React's DOM renderer creates five as its module is evaluated, so V8 parses that whole module
 * again on the main thread for their source positions (`V8.CollectSourcePositions`): evaluating
 * React's chunk took 58-89 ms at full CPU speed instead of the 4-28 ms it takes with no
 * inspector at all (`chromium --dump-dom`), a cost no visitor's phone pays. A page opened here
 * enables `Page` only (for the observer injected before the page's own scripts) and reads its
 * figures back with `Runtime.evaluate`, which enables nothing (docs/performance.md).
 */
import * as chromeLauncher from 'chrome-launcher'
import CDP from 'chrome-remote-interface'

import { chromiumArgs, chromiumExecutable } from '../chromium.mjs'
import { BENCH_PHONE } from './benchPhone.ts'

/** What a load asks of the phone it emulates (BENCH_PHONE). */
interface PhoneLoad {
  url: string
  /** Evaluated in every new document before the page's own scripts; must close over nothing. */
  beforePageScripts: string
  timeoutMs: number
}

/** A page loaded as a first visit (a browser context of its own), until `close`. */
interface LoadedPage {
  /** Evaluates `expression` in the page and returns its value; a promise is awaited. */
  evaluate<T>(expression: string): Promise<T>
  close(): Promise<void>
}

export interface BareChromium {
  load(request: PhoneLoad): Promise<LoadedPage>
  close(): Promise<void>
}

export async function launchBareChromium(): Promise<BareChromium> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable,
    chromeFlags: [...chromiumArgs, '--headless'],
  })
  const browser = await CDP({
    port: chrome.port,
    target: (await CDP.Version({ port: chrome.port })).webSocketDebuggerUrl,
  })

  async function load({ url, beforePageScripts, timeoutMs }: PhoneLoad) {
    const { browserContextId } = await browser.Target.createBrowserContext({})
    const { targetId } = await browser.Target.createTarget({ url: 'about:blank', browserContextId })
    const page = await CDP({ port: chrome.port, target: targetId })
    const close = async () => {
      await page.close()
      await browser.Target.disposeBrowserContext({ browserContextId })
    }
    try {
      await page.Page.enable()
      const { width, height, deviceScaleFactor, cpuSlowdown } = BENCH_PHONE
      await page.Emulation.setDeviceMetricsOverride({
        width,
        height,
        deviceScaleFactor,
        mobile: true,
      })
      await page.Emulation.setTouchEmulationEnabled({ enabled: true })
      await page.Emulation.setCPUThrottlingRate({ rate: cpuSlowdown })
      await page.Page.addScriptToEvaluateOnNewDocument({ source: beforePageScripts })
      const loaded = page.Page.loadEventFired()
      await page.Page.navigate({ url })
      await withTimeout(loaded, timeoutMs, `${url} did not load`)
    } catch (error) {
      await close()
      throw error
    }
    return {
      async evaluate<T>(expression: string) {
        const { result, exceptionDetails } = await page.Runtime.evaluate({
          expression,
          awaitPromise: true,
          returnByValue: true,
        })
        if (exceptionDetails)
          throw new Error(
            `${url}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`,
          )
        return result.value as T
      },
      close,
    }
  }

  return {
    load,
    async close() {
      await browser.close()
      chrome.kill()
    },
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_done, fail) => {
    timer = setTimeout(() => fail(new Error(message)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
