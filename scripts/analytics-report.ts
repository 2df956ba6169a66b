// `npm run analytics:report [-- <file or folder>]`: the local collector's file (tooling/localStores.ts, or ANALYTICS_FILE) by default, or an unzipped Plausible or Umami export.
import { readFile, stat } from 'node:fs/promises'
import { resolve } from 'node:path'

import { reportFromEvents } from '../tooling/analyticsReport/readEvents.ts'
import { reportFromExport } from '../tooling/analyticsReport/readExport.ts'
import { renderText } from '../tooling/analyticsReport/renderText.ts'
import { analyticsFile } from '../tooling/localStores.ts'

const source = resolve(process.argv[2] ?? analyticsFile())

const found = await stat(source).catch(() => null)
if (!found) {
  console.error(
    `No analytics at ${source}. Run \`npm start\`, visit a few pages, then run this again; ` +
      'or pass an unzipped Plausible or Umami export folder.',
  )
  process.exit(1)
}

let rows
if (found.isDirectory()) {
  rows = (await reportFromExport(source)).build()
} else {
  const { builder, skipped } = reportFromEvents(await readFile(source, 'utf8'))
  rows = builder.build()
  if (skipped > 0)
    console.warn(`${skipped} line(s) of ${source} are not events the site sends: left out.`)
}

console.log(renderText(rows, source))
