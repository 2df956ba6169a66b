import type { ReactNode } from 'react'

import styles from './Facts.module.css'

interface FactsProps {
  title?: ReactNode
  facts: readonly { label: string; value: ReactNode }[]
}

export function Facts({ title, facts }: FactsProps) {
  return (
    <div className={styles.box}>
      {title && <h3 className={styles.title}>{title}</h3>}
      <dl className={styles.facts}>
        {facts.map(({ label, value }) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
