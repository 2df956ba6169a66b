// The browser build's input for the one stylesheet (docs/decisions.md); no page loads it.
// Kept by a reference, or the bundler drops the class maps and their styles; global rules last.
;(globalThis as { siteStyles?: unknown }).siteStyles = import.meta.glob('/src/**/*.module.css', {
  eager: true,
})

import './global.css'
