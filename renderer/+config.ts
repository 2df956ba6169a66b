import type { Config } from 'vike/types'

export default {
  // react-router drives navigation inside a locale; Vike prerenders each page. To Vike the pages
  // are HTML-only: it loads no client runtime, no client hooks and no script. Each page's app
  // loader (src/build/appScripts.ts) requests renderer/client.ts, which hydrates from the data
  // the page carries (src/app/pageData.ts).
  clientRouting: false,
  clientHooks: false,
  // `/es/services` is written as `es/services.html`, which static hosts serve at that very
  // address: as `es/services/index.html`, Cloudflare Pages redirects it to `/es/services/`
  // (src/features/hosting/canonicalPaths.ts).
  prerender: { noExtraDir: true },
} satisfies Config
