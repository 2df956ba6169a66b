/**
 * The name of an emoji's picture, as Twemoji names its SVG files:
 * the code points in lowercase hex, joined by `-`, without the emoji-presentation selector
 * (U+FE0F) unless the emoji is a joined sequence (with U+200D), where Twemoji keeps it.
 */
export function emojiFileName(emoji: string): string {
  const points = [...emoji].map((character) => character.codePointAt(0) ?? 0)
  const joined = points.includes(0x200d)
  return points
    .filter((point) => joined || point !== 0xfe0f)
    .map((point) => point.toString(16))
    .join('-')
}

/** The emoji's symbol in the picture sprite (tooling/pictureSprite.ts), drawn from Twemoji's file. */
export const emojiPicture = (emoji: string) => `emoji-${emojiFileName(emoji)}`
