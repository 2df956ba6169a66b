import { Fragment, type ReactNode } from 'react'

import { formatLongDate } from '../../features/i18n/format'
import { useFormatting } from '../../features/i18n/formatting'
import { type HeroText, PageHero } from '../PageHero/PageHero'
import styles from './LegalDocument.module.css'

interface DocumentSection {
  /** The section's anchor (`/privacy#rights`): an address people share, so it never changes. */
  id: string
  title: string
  blocks: readonly ReactNode[]
}

interface LegalDocumentProps {
  hero: HeroText
  /** "Last updated:", followed by `updated` in the page's language's long form. */
  updatedLabel: string
  updated: string
  contentsTitle: string
  sections: readonly DocumentSection[]
}

export function LegalDocument({
  hero,
  updatedLabel,
  updated,
  contentsTitle,
  sections,
}: LegalDocumentProps) {
  const formatting = useFormatting()
  return (
    <>
      <PageHero {...hero} />
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
        <article className={styles.document} aria-label={hero.title} data-pattern="prose">
          <p className={styles.updated}>
            {updatedLabel} <time dateTime={updated}>{formatLongDate(formatting, updated)}</time>
          </p>
          {sections.map(({ id, title: sectionTitle, blocks }) => (
            <section key={id} id={id} aria-labelledby={`${id}-title`}>
              <h2 id={`${id}-title`}>{sectionTitle}</h2>
              {blocks.map((block, index) =>
                typeof block === 'string' ? (
                  <p key={index}>{block}</p>
                ) : (
                  <Fragment key={index}>{block}</Fragment>
                ),
              )}
            </section>
          ))}
        </article>
      </div>
    </>
  )
}
