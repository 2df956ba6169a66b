import type { Config } from 'vike/types'

export default {
  // react-router drives navigation inside a locale; Vike only renders and hydrates each page.
  clientRouting: false,
  // `/es/services` is written as `es/services.html`, which static hosts serve at that very
  // address: as `es/services/index.html`, Cloudflare Pages redirects it to `/es/services/`
  // (src/features/hosting/canonicalPaths.ts).
  prerender: { noExtraDir: true },
  passToClient: ['locale', 'i18nResources'],
} satisfies Config
