import { notFoundPaths } from '../../app/prerenderUrls'
import { writeSiteFile } from '../../app/writeSiteFile'
import { formService } from '../../config/form'
import { hostFiles } from './hostConfigFiles'
import { hostPolicy } from './hostPolicy'

/**
 * Writes `_headers`, `_redirects` and `vercel.json` beside the pages. Runs at prerender time.
 * `CF_PAGES` is set by Cloudflare Pages' builds; set it yourself (`CF_PAGES=1 npm run build`)
 * before uploading a local build with `wrangler pages deploy`.
 */
export async function writeHostConfigs(outDir: string): Promise<void> {
  const policy = hostPolicy(formService.endpoint, notFoundPaths())
  const files = hostFiles(policy, { cloudflarePages: Boolean(process.env.CF_PAGES) })
  await Promise.all(
    Object.entries(files).map(([name, content]) => writeSiteFile(outDir, `/${name}`, content)),
  )
}
