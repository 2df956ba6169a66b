/**
 * Session storage: the contact form as last typed, until it is sent (never local storage:
 * docs/legal.md). Its own module, so the privacy page's inventory reads the key without the form.
 */
export const ENQUIRY_DRAFT_STORAGE_KEY = 'enquiry-draft'
