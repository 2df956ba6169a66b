import { site } from '../../config/site'
import styles from './Logo.module.css'

/** Decorative wordmark in its link's colour (the link carries the name); the mark's square is a CSS background, so two logos share no SVG ids. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className={styles.logo} data-compact={compact || undefined} aria-hidden="true">
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
