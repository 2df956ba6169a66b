import type { ReactNode } from 'react'

import { Icon } from '../Icon/Icon'
import type { IconName } from '../Icon/iconNames'
import { Reveal } from '../Reveal/Reveal'
import styles from './FeatureGrid.module.css'

export interface Feature {
  id: string
  icon: IconName
  title: string
  text: string
  /** What the card holds under its text: tool chips, a link. */
  extra?: ReactNode
}

/** Cards of what a service includes: icon, title, a sentence or two. */
export function FeatureGrid({ features }: { features: Feature[] }) {
  return (
    <ul className={styles.grid}>
      {features.map(({ id, icon, title, text, extra }) => (
        <li key={id}>
          <Reveal className={styles.card}>
            <Icon name={icon} size={24} className={styles.icon} />
            <h3 className={styles.title}>{title}</h3>
            <p className={styles.text}>{text}</p>
            {extra}
          </Reveal>
        </li>
      ))}
    </ul>
  )
}
