// html-validate configuration for the site audit (tests/e2e/audit.spec.ts), which validates
// every prerendered page as served. Each rule turned off says why.
module.exports = {
  extends: ['html-validate:recommended'],
  rules: {
    // Vike writes its assets with attributes valid in HTML but redundant, such as
    // `type="text/css"` on stylesheets and `type="text/javascript"` on module preloads.
    'no-redundant-attributes': 'off',
    // Prettier-style void elements (`<meta ...>`) and React's self-closed SVG children differ;
    // both are valid HTML.
    'void-style': 'off',
    // React writes a few attributes camel-cased (`hrefLang`); HTML attribute names are
    // case-insensitive, so browsers and crawlers read them the same.
    'attr-case': 'off',
    // React's useId() makes ids such as `_R_1i_`: valid HTML5 ids (no spaces), though not
    // valid HTML4 ones, which is all the strict form of this rule checks.
    'valid-id': ['error', { relaxed: true }],
    // React writes boolean attributes with an empty value (`required=""`) and Vike writes its
    // script tags' bare (`async`); HTML defines the two forms as the same.
    'attribute-boolean-style': 'off',
  },
}
