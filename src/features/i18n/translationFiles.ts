// Every `locales/<code>/<namespace>.json`, each its own lazily loaded chunk, so a page downloads
// only the namespaces it renders and a new locale folder needs no code change. The translators'
// notes (`locales/context/`) are for people, never shipped.
export const translationFiles = import.meta.glob<Record<string, unknown>>(
  ['../../../locales/*/*.json', '!../../../locales/context/*.json'],
  { import: 'default' },
)
