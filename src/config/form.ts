/**
 * The contact form's service (Web3Forms contract), read from build-time environment variables
 * so a deploy can point at its own inbox without a code change (README, "Configuration").
 * The access key is public by design: it only lets a browser submit to the agency's inbox.
 */
export const formService = {
  endpoint: import.meta.env.VITE_FORM_ENDPOINT || 'https://api.web3forms.com/submit',
  accessKey: import.meta.env.VITE_FORM_ACCESS_KEY || '',
} as const
