import spriteUrl from 'virtual:picture-sprite'

interface PictureProps {
  /** The picture's symbol in the sprite (`aiPlatformPicture`, `clientPicture`). */
  id: string
  /** Width and height in CSS pixels. */
  size: number
  className?: string
}

/**
 * A decorative picture drawn from the site's picture sprite (tooling/pictureSprite.ts): the text
 * beside it says what it stands for, so screen readers skip it. Not an `<img>`: the browser
 * builds a document of its own for each SVG image, and one for the whole sprite.
 */
export function Picture({ id, size, className }: PictureProps) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <use href={`${spriteUrl}#${id}`} />
    </svg>
  )
}
