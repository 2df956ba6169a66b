import type { Config } from 'vike/types'

export default {
  // Pages, not an app: every link is a document navigation and each page is HTML-only to Vike,
  // which loads no client runtime and no client hooks, only renderer/+client.ts (docs/architecture.md).
  clientRouting: false,
  clientHooks: false,
  // `/es/services` is written as `es/services.html`, which static hosts serve at that very
  // address: as `es/services/index.html`, Cloudflare Pages redirects it to `/es/services/`
  // (src/features/hosting/canonicalPaths.ts).
  prerender: { noExtraDir: true },
} satisfies Config
