import type { ReactNode } from 'react'

import { Reveal } from '../Reveal/Reveal'
import styles from './CallToAction.module.css'

interface CallToActionCardProps {
  title: string
  text: string
  extra?: ReactNode
  children: ReactNode
}

export function CallToActionCard({ title, text, extra, children }: CallToActionCardProps) {
  return (
    <section id="cta" className={styles.section} aria-labelledby="cta-title" data-pattern="cta">
      <Reveal className={styles.card}>
        <h2 id="cta-title" className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        {extra}
        <div className={styles.actions}>{children}</div>
      </Reveal>
    </section>
  )
}
