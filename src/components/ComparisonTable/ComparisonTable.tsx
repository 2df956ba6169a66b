import { useTranslation } from 'react-i18next'

import { Icon } from '../Icon/Icon'
import { Reveal } from '../Reveal/Reveal'
import styles from './ComparisonTable.module.css'

interface ComparisonRow {
  id: string
  feature: string
  /** Our answer first (marked with a check), then each alternative's (marked with a cross). */
  answers: string[]
}

interface ComparisonTableProps {
  caption: string
  headers: string[]
  rows: ComparisonRow[]
}

/** Us against the alternatives as a real table; one wider than a phone says it scrolls and fades at its edge. */
export function ComparisonTable({ caption, headers, rows }: ComparisonTableProps) {
  const { t } = useTranslation('common')
  return (
    <Reveal>
      {headers.length > 3 && (
        // For the eye: a screen reader walks the table's cells rather than scrolling it.
        <p className={styles.scrollHint} aria-hidden="true">
          {t('comparisonTable.scrollHint')}
          <Icon name="arrow-right" size={16} />
        </p>
      )}
      {/* Focusable and named, so keyboard and screen-reader users can scroll it when it
          overflows (and only then, with script: scrollRegions.ts). */}
      <section className={styles.scroller} aria-label={caption} tabIndex={0} data-scroll-region="">
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {headers.map((header, index) => (
                <th key={header} scope="col" className={index === 1 ? styles.us : undefined}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ id, feature, answers }) => (
              <tr key={id}>
                <th scope="row">{feature}</th>
                {answers.map((answer, index) => (
                  <td key={index} className={index === 0 ? styles.us : undefined}>
                    {index === 0 ? (
                      <Icon name="check" size={18} className={styles.yes} />
                    ) : (
                      <Icon name="x" size={18} className={styles.no} />
                    )}
                    {answer}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Reveal>
  )
}
