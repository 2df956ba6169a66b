import { describe, expect, it } from 'vitest'

import { formServiceFrom, LOCAL_ENQUIRY_ENDPOINT, WEB3FORMS_ENDPOINT } from './formService'

describe('formServiceFrom', () => {
  it('posts to the local endpoint when no access key is configured, whatever the endpoint', () => {
    expect(formServiceFrom({})).toEqual({
      accessKey: '',
      endpoint: LOCAL_ENQUIRY_ENDPOINT,
      configured: false,
    })
    expect(formServiceFrom({ VITE_FORM_ENDPOINT: 'https://forms.example/submit' }).endpoint).toBe(
      LOCAL_ENQUIRY_ENDPOINT,
    )
  })

  it('posts to Web3Forms with a key, or to the configured endpoint', () => {
    expect(formServiceFrom({ VITE_FORM_ACCESS_KEY: ' abc ' })).toEqual({
      accessKey: 'abc',
      endpoint: WEB3FORMS_ENDPOINT,
      configured: true,
    })
    expect(
      formServiceFrom({
        VITE_FORM_ACCESS_KEY: 'abc',
        VITE_FORM_ENDPOINT: 'https://forms.example/submit',
      }).endpoint,
    ).toBe('https://forms.example/submit')
  })
})
