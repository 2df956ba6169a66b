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
  extra?: ReactNode
}

export function FeatureGrid({
  features,
  layout = 'cards',
}: {
  features: Feature[]
  layout?: 'cards' | 'rows'
}) {
  return (
    <ul className={styles[layout]}>
      {features.map(({ id, icon, title, text, extra }) => (
        <li key={id}>
          <Reveal className={layout === 'cards' ? styles.card : styles.row}>
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
