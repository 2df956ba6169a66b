/**
 * Asks i18next for a key's object (`hero` → `{ eyebrow, title, subtitle }`) rather than one of
 * its strings. The translation check reads it too: it counts every key under that object as
 * read by the call.
 */
export const AS_OBJECT = { returnObjects: true } as const
