import { defineConfig } from 'i18next-cli'

import { localeCodes } from './src/config/locales.ts'

export default defineConfig({
  locales: [...localeCodes],
  extract: {
    input: ['src/**/*.{ts,tsx}', 'renderer/**/*.{ts,tsx}'],
    ignore: ['**/*.test.{ts,tsx}'],
    output: 'locales/{{language}}/{{namespace}}.json',
    primaryLanguage: 'en',
    defaultNS: 'common',
    nsSeparator: ':',
    keySeparator: '.',
    // Page metadata is read by the head builder as `<route namespace>:meta.*`, a key no
    // static analysis can see; every page namespace has these four keys.
    preservePatterns: ['meta.*'],
    removeUnusedKeys: true,
    sort: true,
    indentation: 2,
  },
})
