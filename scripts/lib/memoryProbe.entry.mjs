// Loaded into the build with `node --import` by `npm run bench:build` (never by the site): as the
// prerender writes its pages, it records how much memory the build's own Node process holds, so the
// benchmark can tell memory that grows with the pages already written from memory that does not.
//
// Every SAMPLE_EVERY pages it collects garbage and notes the heap still in use beside the bytes of
// the prerendered documents written so far (the HTML and Vike's pageContext JSON): Vike keeps each
// of those strings in its `prerenderContext.output` until the build ends (vikejs/vike#3159), so the
// heap must grow by about that much, and whatever grows beyond it is held by someone else.
// The samples go to the file named by MEMORY_PROBE_OUT, one JSON line each.
import fs from 'node:fs'
import { appendFileSync } from 'node:fs'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

const out = process.env.MEMORY_PROBE_OUT
const SAMPLE_EVERY = 1000

if (out) {
  // A real collection before each reading: without it the heap shows whatever garbage the
  // collector has not reached yet, which swings by hundreds of megabytes.
  setFlagsFromString('--expose-gc')
  const collectGarbage = runInNewContext('gc')

  let pages = 0
  let documentBytes = 0
  // What the collections cost, for the benchmark to leave out of the build's time.
  let collectingMs = 0
  const writeFile = fs.promises.writeFile
  fs.promises.writeFile = async function probedWriteFile(path, data, ...rest) {
    const name = String(path)
    // Only Vike's own writes: the build's later steps rewrite the same pages in place.
    const byVike = typeof data === 'string' && new Error().stack?.includes('runPrerender')
    if (byVike && /(\.html|\.pageContext\.json)$/.test(name)) {
      // V8 stores a string of Latin-1 characters in one byte each, any other in two.
      documentBytes += /[\u0100-\uffff]/.test(data) ? data.length * 2 : data.length
      if (name.endsWith('.html')) pages += 1
      if (name.endsWith('.html') && pages % SAMPLE_EVERY === 0) {
        const started = performance.now()
        collectGarbage()
        collectingMs += performance.now() - started
        const sample = { pages, heapMB: process.memoryUsage().heapUsed / 2 ** 20 }
        appendFileSync(
          out,
          `${JSON.stringify({ ...sample, documentMB: documentBytes / 2 ** 20 })}\n`,
        )
      }
    }
    return writeFile.call(this, path, data, ...rest)
  }
  process.on('exit', () => {
    // The Node process's own peak, apart from any helper process it started (Pagefind's indexer).
    const peakMB = process.resourceUsage().maxRSS / 1024
    appendFileSync(out, `${JSON.stringify({ exit: true, pages, peakMB, collectingMs })}\n`)
  })
}
