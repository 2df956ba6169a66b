import type { ReactNode } from 'react'

import { Breadcrumbs } from '../../features/breadcrumbs/Breadcrumbs'
import styles from './PageHero.module.css'

export const heroGradients = ['default', 'blue', 'purple', 'green'] as const
export type HeroGradient = (typeof heroGradients)[number]

export interface HeroText {
  eyebrow?: string
  title: string
  subtitle?: string
}

interface PageHeroProps {
  title: ReactNode
  eyebrow?: ReactNode
  subtitle?: ReactNode
  gradient?: HeroGradient
  /** The page's name in its breadcrumb trail, where its route's does not say it all. */
  breadcrumb?: string
  children?: ReactNode
  /** A picture of the work (src/features/hero-visuals): the right half from 1024 px, else under the text. */
  visual?: ReactNode
}

export function PageHero({
  title,
  eyebrow,
  subtitle,
  gradient = 'default',
  breadcrumb,
  children,
  visual,
}: PageHeroProps) {
  return (
    <section className={`${styles.hero} ${styles[gradient]}`}>
      <div className={visual ? `${styles.inner} ${styles.split}` : styles.inner}>
        <div>
          <Breadcrumbs name={breadcrumb} />
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {children && <div className={styles.actions}>{children}</div>}
        </div>
        {visual && (
          <div className={styles.visual} data-hero-visual>
            {visual}
          </div>
        )}
      </div>
    </section>
  )
}
