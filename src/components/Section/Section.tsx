import type { ReactNode } from 'react'

import styles from './Section.module.css'
import type { SectionPattern } from './sectionPatterns'

interface SectionProps {
  id?: string
  headingId: string
  title: ReactNode
  intro?: string
  /** `plain` sits on the page; `tinted` and `dark` are full-width bands. */
  tone?: 'plain' | 'tinted' | 'dark'
  /** Its layout, one of docs/section-patterns.md: two sections in a row never share one. */
  pattern: SectionPattern
  hideTitle?: boolean
  children: ReactNode
}

export function Section({
  id,
  headingId,
  title,
  intro,
  tone = 'plain',
  pattern,
  hideTitle = false,
  children,
}: SectionProps) {
  return (
    <section
      id={id ?? `${headingId}-section`}
      className={tone === 'plain' ? styles.section : `${styles.section} ${styles[tone]}`}
      aria-labelledby={headingId}
      data-pattern={pattern}
    >
      <div className={styles.inner}>
        {/* Pagefind's top weight: a section's heading outranks a post's (searchIndex.ts). */}
        <h2
          id={headingId}
          className={hideTitle ? 'visually-hidden' : styles.heading}
          data-pagefind-weight="10"
        >
          {title}
        </h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  )
}
