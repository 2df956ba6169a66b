import { defineConfig } from 'i18next-cli'

import { defaultLocale, localeCodes } from './src/config/locales.ts'

export default defineConfig({
  locales: [...localeCodes],
  extract: {
    input: ['src/**/*.{ts,tsx}', 'renderer/**/*.{ts,tsx}'],
    ignore: ['**/*.test.{ts,tsx}'],
    output: 'locales/{{language}}/{{namespace}}.json',
    primaryLanguage: defaultLocale,
    defaultNS: 'common',
    nsSeparator: ':',
    keySeparator: '.',
    // Page metadata is read by the head builder as `<route namespace>:meta.*`, a key no
    // static analysis can see; every page namespace has these four keys. So is a page's name
    // among the crumbs of the pages below it: `common:breadcrumb.*`, named in src/routes.ts.
    preservePatterns: ['meta.*', 'breadcrumb.*'],
    // Islands read their words with a translator of their own (src/features/islands/islandText.ts).
    useTranslationNames: ['useTranslation', 'useIslandText'],
    removeUnusedKeys: true,
    sort: true,
    indentation: 2,
  },
})
