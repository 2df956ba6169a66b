import { initials } from './initials'
import styles from './Portrait.module.css'

const SIDE = { small: 48, medium: 56, xlarge: 160 } as const

/** Monogram colours (Portrait.module.css, `data-tone`), all from the brand's palette. */
const TONES = 5

/** A name's monogram colour, from a string hash (djb2's): the same person has it on every page. */
function toneOf(name: string): number {
  const hash = [...name].reduce(
    (sum, character) => (sum * 33 + (character.codePointAt(0) ?? 0)) >>> 0,
    0,
  )
  return hash % TONES
}

interface PortraitProps {
  name: string
  /** A square photo under `public/` (`/images/people/lucia.jpg`); until there is one, initials. */
  photo?: string
  size: keyof typeof SIDE
}

/** A photo, or a monogram until one exists; decorative, as the name beside it says who it is. */
export function Portrait({ name, photo, size }: PortraitProps) {
  const className = `${styles.portrait} ${styles[size]}`
  if (photo)
    return (
      <img
        className={className}
        src={photo}
        alt=""
        width={SIDE[size]}
        height={SIDE[size]}
        loading="lazy"
        decoding="async"
      />
    )
  return (
    <span className={`${className} ${styles.monogram}`} data-tone={toneOf(name)} aria-hidden="true">
      {initials(name)}
    </span>
  )
}
