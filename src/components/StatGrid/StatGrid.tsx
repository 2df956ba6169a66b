import type { FigureSource } from '../../content/metric'
import { FigureNotes, useFigureSource } from '../../features/figures/FigureNotes'
import { Reveal } from '../Reveal/Reveal'
import styles from './StatGrid.module.css'

export interface Stat {
  /** Already formatted for the locale: "15+", "98 %". */
  value: string
  label: string
  source: FigureSource
}

export function StatGrid({ stats, lead = false }: { stats: Stat[]; lead?: boolean }) {
  const figureSource = useFigureSource()
  return (
    <Reveal>
      <dl className={lead ? `${styles.grid} ${styles.lead}` : styles.grid}>
        {stats.map(({ value, label: statLabel, source }) => (
          <div key={statLabel} className={styles.stat}>
            <dt className={styles.label}>{statLabel}</dt>
            <dd className={styles.value} {...figureSource(source)}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <FigureNotes sources={stats.map(({ source }) => source)} />
    </Reveal>
  )
}
