import spriteUrl from 'virtual:picture-sprite'

interface PictureProps {
  id: string
  size: number
  className?: string
}

/** A decorative picture from the sprite; not an `<img>`, which costs the browser a document per SVG. */
export function Picture({ id, size, className }: PictureProps) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <use href={`${spriteUrl}#${id}`} />
    </svg>
  )
}
