/** The draft in session storage, never local (docs/legal.md); its own module so the inventory needs no form. */
export const ENQUIRY_DRAFT_STORAGE_KEY = 'enquiry-draft'
