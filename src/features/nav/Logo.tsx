import { site } from '../../config/site'
import styles from './Logo.module.css'

/**
 * Wordmark with a self-drawn mark; decorative, the link around it carries the name. `compact`:
 * the mark alone on the narrowest phones, where the header has no room for the word. The mark's
 * gradient square is the SVG's CSS background, so the header's and the footer's logos share no
 * SVG ids (one page may define an id once).
 */
export function Logo({
  inverted = false,
  compact = false,
}: {
  inverted?: boolean
  compact?: boolean
}) {
  return (
    <span
      className={styles.logo}
      data-inverted={inverted || undefined}
      data-compact={compact || undefined}
      aria-hidden="true"
    >
      <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" focusable="false">
        <path
          d="M9 23V9l14 14V9"
          fill="none"
          stroke="#fff"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.word}>{site.name}</span>
    </span>
  )
}
