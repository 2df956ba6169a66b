// The access key is public by design: it only lets a browser submit to the agency's inbox.

export const WEB3FORMS_ENDPOINT = 'https://api.web3forms.com/submit'

/** Where the form posts with no access key: `npm run dev` and `npm start`'s local endpoint. */
export const LOCAL_ENQUIRY_ENDPOINT = '/api/enquiries'

interface FormEnv {
  VITE_FORM_ENDPOINT?: string
  VITE_FORM_ACCESS_KEY?: string
}

export type FormService = ReturnType<typeof formServiceFrom>

export function endpointOrigin(endpoint: string): string | null {
  return /^https?:\/\//.test(endpoint) ? new URL(endpoint).origin : null
}

export function formServiceFrom(env: FormEnv) {
  const accessKey = env.VITE_FORM_ACCESS_KEY?.trim() ?? ''
  return {
    accessKey,
    endpoint: accessKey
      ? env.VITE_FORM_ENDPOINT?.trim() || WEB3FORMS_ENDPOINT
      : LOCAL_ENQUIRY_ENDPOINT,
    /** False: enquiries go to the local file, which exists only under `npm run dev`/`npm start`. */
    configured: accessKey !== '',
  } as const
}
