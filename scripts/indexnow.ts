// `npm run indexnow [-- --since YYYY-MM-DD] [--send]`: a dry run unless `--send`; the deployed site must already serve the key file (`/<key>.txt`, src/config/crawlers.ts).
import { readFile } from 'node:fs/promises'

import { indexNowKey } from '../src/config/crawlers.ts'
import { site } from '../src/config/site.ts'
import { changedUrls, indexNowPing } from '../tooling/indexNow.ts'

const ENDPOINT = 'https://api.indexnow.org/indexnow'
const args = process.argv.slice(2)
const sinceAt = args.indexOf('--since')
const since = sinceAt >= 0 ? args[sinceAt + 1] : undefined
if (sinceAt >= 0 && !/^\d{4}-\d{2}-\d{2}$/.test(since ?? '')) {
  console.error('--since takes a day, YYYY-MM-DD')
  process.exit(2)
}

const sitemap = await readFile('dist/client/sitemap.xml', 'utf8').catch(() => {
  console.error('dist/client/sitemap.xml not found: run npm run build first')
  process.exit(1)
})
const ping = indexNowPing(site.origin, indexNowKey, changedUrls(sitemap, since))
if (ping.urlList.length === 0) {
  console.log(`No page changed since ${since}: nothing to send.`)
} else if (!args.includes('--send')) {
  console.log(`Dry run: would POST ${ping.urlList.length} URLs to ${ENDPOINT} (--send sends):`)
  console.log(JSON.stringify(ping, null, 2))
} else {
  const response = await fetch(ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify(ping),
  })
  // 200 and 202 both mean received; 403 a key the engines could not find at keyLocation.
  console.log(`IndexNow answered ${response.status} for ${ping.urlList.length} URLs`)
  if (!response.ok) process.exitCode = 1
}
