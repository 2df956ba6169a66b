import { Reveal, type RevealOptions } from '../Reveal/Reveal'
import styles from './StatGrid.module.css'

export interface Stat {
  /** Already formatted for the locale: "13+", "$2.4M", "98 %". */
  value: string
  label: string
}

/** A row of headline figures, value above label, as a description list. */
export function StatGrid({
  stats,
  reveal = { threshold: 0.2 },
}: {
  stats: Stat[]
  /** When the row fades in; by default once a fifth of it is on screen. */
  reveal?: RevealOptions
}) {
  return (
    <Reveal {...reveal}>
      <dl className={styles.grid}>
        {stats.map(({ value, label: statLabel }) => (
          <div key={statLabel} className={styles.stat}>
            <dt className={styles.label}>{statLabel}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </Reveal>
  )
}
