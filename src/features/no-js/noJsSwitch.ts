/** Marks <html class="js"> for CSS; an island that fails takes it away. Constant, as the CSP admits it by hash. */
export const NO_JS_SWITCH_SCRIPT = "document.documentElement.classList.add('js')"
