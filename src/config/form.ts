import { formServiceFrom } from './formService'

// Each variable named in full: Vite replaces `import.meta.env.VITE_*` member by member.
export const formService = formServiceFrom({
  VITE_FORM_ENDPOINT: import.meta.env.VITE_FORM_ENDPOINT,
  VITE_FORM_ACCESS_KEY: import.meta.env.VITE_FORM_ACCESS_KEY,
})
