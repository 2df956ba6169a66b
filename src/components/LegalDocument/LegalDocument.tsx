import type { ReactNode } from 'react'

import { PageHero } from '../PageHero/PageHero'
import styles from './LegalDocument.module.css'

interface DocumentSection {
  /** The section's anchor (`/privacy#rights`): an address people share, so it never changes. */
  id: string
  title: string
  children: ReactNode
}

interface LegalDocumentProps {
  eyebrow: string
  title: string
  subtitle: string
  /** "Last updated: November 24, 2026", with the date in its locale's long form. */
  updated: ReactNode
  /** The heading of the list of sections ("On this page"). */
  contentsTitle: string
  sections: readonly DocumentSection[]
}

/**
 * A page that is one long document (the privacy notice, the accessibility statement): a hero,
 * the date it was last changed, a list of its sections that links to each, and the sections in
 * a column short enough to read, which is also what prints.
 */
export function LegalDocument({
  eyebrow,
  title,
  subtitle,
  updated,
  contentsTitle,
  sections,
}: LegalDocumentProps) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} subtitle={subtitle} />
      <div className={styles.layout}>
        <nav className={styles.contents} aria-labelledby="document-contents">
          <h2 id="document-contents" className={styles.contentsTitle}>
            {contentsTitle}
          </h2>
          <ol>
            {sections.map(({ id, title: sectionTitle }) => (
              <li key={id}>
                <a href={`#${id}`}>{sectionTitle}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.document}>
          <p className={styles.updated}>{updated}</p>
          {sections.map(({ id, title: sectionTitle, children }) => (
            <section key={id} id={id} aria-labelledby={`${id}-title`}>
              <h2 id={`${id}-title`}>{sectionTitle}</h2>
              {children}
            </section>
          ))}
        </article>
      </div>
    </>
  )
}
