/** A key's object rather than a string; the translation check counts every key under it as read. */
export const AS_OBJECT = { returnObjects: true } as const
