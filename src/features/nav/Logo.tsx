import { useId } from 'react'

import { site } from '../../config/site'
import styles from './Logo.module.css'

/**
 * Wordmark with a self-drawn mark; decorative, the link around it carries the name. `compact`:
 * the mark alone on the narrowest phones, where the header has no room for the word.
 */
export function Logo({
  inverted = false,
  compact = false,
}: {
  inverted?: boolean
  compact?: boolean
}) {
  // One gradient per drawn logo: header and footer both draw one, and an id must be unique.
  const gradientId = useId()
  return (
    <span
      className={styles.logo}
      data-inverted={inverted || undefined}
      data-compact={compact || undefined}
      aria-hidden="true"
    >
      <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#5b3df5" />
            <stop offset="1" stopColor="#06b6d4" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
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
