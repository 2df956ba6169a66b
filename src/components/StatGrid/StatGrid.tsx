import { Reveal } from '../Reveal/Reveal'
import styles from './StatGrid.module.css'

export interface Stat {
  /** Already formatted for the locale: "13+", "$2.4M", "98 %". */
  value: string
  label: string
}

/** A row of headline figures, value above label, as a description list. */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <Reveal>
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
