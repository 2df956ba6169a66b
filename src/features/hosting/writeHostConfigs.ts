import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { notFoundPaths } from '../../app/prerenderUrls'
import { formService } from '../../config/form'
import { headersFile, redirectsFile, vercelConfig } from './hostConfigFiles'
import { hostPolicy } from './hostPolicy'

/** Writes `_headers`, `_redirects` and `vercel.json` beside the pages. Runs at prerender time. */
export async function writeHostConfigs(outDir: string): Promise<void> {
  const policy = hostPolicy(formService.endpoint, notFoundPaths())
  await Promise.all([
    writeFile(join(outDir, '_headers'), headersFile(policy)),
    writeFile(join(outDir, '_redirects'), redirectsFile(policy)),
    writeFile(join(outDir, 'vercel.json'), `${JSON.stringify(vercelConfig(policy), null, 2)}\n`),
  ])
}
