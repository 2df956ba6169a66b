// @ts-check
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import simpleImportSort from 'eslint-plugin-simple-import-sort'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'reports/',
      'test-results/',
      'playwright-report/',
      'hosts/.state/',
      '.netlify/',
      '.wrangler/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  reactHooks.configs.flat['recommended-latest'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // One order everywhere (packages, then the project's own modules, each alphabetical), so
      // an import is found at a glance and a merge never fights over the order. `eslint --fix`.
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
    },
  },
  {
    // A link names a page by its logical path; these write it in the page's language and words.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/i18n/links.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message:
                'Import Link and NavLink from src/features/i18n/links: they write /es/servicios.',
            },
          ],
        },
      ],
    },
  },
)
