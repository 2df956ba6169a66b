import type { LucideIcon } from 'lucide-react'
import { Reveal } from '../Reveal/Reveal'
import styles from './FeatureGrid.module.css'

export interface Feature {
  id: string
  icon: LucideIcon
  title: string
  text: string
}

/** Cards of what a service includes: icon, title, a sentence or two. */
export function FeatureGrid({ features }: { features: Feature[] }) {
  return (
    <ul className={styles.grid}>
      {features.map(({ id, icon: Icon, title, text }) => (
        <li key={id} className={styles.cell}>
          <Reveal threshold={0.1} className={styles.card}>
            <Icon aria-hidden="true" size={24} className={styles.icon} />
            <h3 className={styles.title}>{title}</h3>
            <p className={styles.text}>{text}</p>
          </Reveal>
        </li>
      ))}
    </ul>
  )
}
