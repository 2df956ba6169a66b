/**
 * The one inline script: marks <html> once JavaScript runs, so styles that hide content
 * until it animates in (scroll reveals) never apply without JavaScript. Kept constant so a
 * Content-Security-Policy can allow it by hash.
 */
export const NO_JS_SWITCH_SCRIPT = "document.documentElement.classList.add('js')"
