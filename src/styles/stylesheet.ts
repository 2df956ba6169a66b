/**
 * Every stylesheet of the site, for the one style file Vike links on every page
 * (`cssCodeSplit: false`). That file is built from the styles the browser's bundle imports, and
 * the components that draw the pages run at build time only: this input of the browser's build
 * (vite.config.ts) imports them all. No page loads it. The class-name maps are kept by a
 * reference, or the bundler would drop them and their styles with them. Components first, the
 * global rules last, as the cascade expects.
 */
;(globalThis as { siteStyles?: unknown }).siteStyles = import.meta.glob('/src/**/*.module.css', {
  eager: true,
})

import './global.css'
