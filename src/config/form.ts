import { formServiceFrom } from './formService'

/**
 * The contact form's endpoint and public access key, as this build was configured. Each variable
 * is named in full: Vite replaces `import.meta.env.VITE_*` member by member at build time.
 */
export const formService = formServiceFrom({
  VITE_FORM_ENDPOINT: import.meta.env.VITE_FORM_ENDPOINT,
  VITE_FORM_ACCESS_KEY: import.meta.env.VITE_FORM_ACCESS_KEY,
})
