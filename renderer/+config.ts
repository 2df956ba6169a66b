import type { Config } from 'vike/types'

export default {
  // Pages, not an app: Vike loads no client runtime, only renderer/+client.ts.
  clientRouting: false,
  clientHooks: false,
  // As `es/services/index.html`, Cloudflare Pages would redirect it to `/es/services/`.
  prerender: { noExtraDir: true },
} satisfies Config
