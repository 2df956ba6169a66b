/**
 * The first inline script: marks <html> once JavaScript runs, so CSS can tell the two apart (the
 * blog's filter and the privacy controls show, the carousel shows one testimonial, reveals
 * animate). An island that cannot load takes the mark away (src/app/hydrateIslands.ts), so its
 * look without JavaScript returns. Kept constant so a Content-Security-Policy can allow it by hash.
 */
export const NO_JS_SWITCH_SCRIPT = "document.documentElement.classList.add('js')"
