import type { Config } from 'vike/types'

export default {
  // react-router drives navigation inside a locale; Vike only renders and hydrates each page.
  clientRouting: false,
  prerender: true,
  passToClient: ['locale', 'i18nResources'],
} satisfies Config
