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
    // Keys read by a name built at run time: `<page>:meta.*` (the head), `common:breadcrumb.*` (src/routes.ts).
    preservePatterns: ['meta.*', 'breadcrumb.*'],
    // Islands read their words with a translator of their own (src/features/islands/islandText.ts).
    useTranslationNames: ['useTranslation', 'useIslandText'],
    removeUnusedKeys: true,
    sort: true,
    indentation: 2,
  },
})
