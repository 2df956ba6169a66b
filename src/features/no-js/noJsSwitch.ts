/**
 * The one inline script: marks <html> once JavaScript runs, so CSS can tell the two apart (the
 * desktop Services menu opens on hover and focus by CSS alone when there is no JavaScript).
 * Kept constant so a Content-Security-Policy can allow it by hash.
 */
export const NO_JS_SWITCH_SCRIPT = "document.documentElement.classList.add('js')"
