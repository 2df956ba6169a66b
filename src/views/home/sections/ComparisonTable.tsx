import { Check, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Reveal } from '../../../components/Reveal/Reveal'
import { Section } from '../../../components/Section/Section'
import { site } from '../../../config/site'
import styles from './ComparisonTable.module.css'

/** The rows, in order; each has a feature, our answer and the typical agency's in `locales/`. */
const ROWS = ['ai', 'geo', 'firstResults', 'reporting', 'contract', 'team'] as const

/** How we compare with a typical agency, as a real table (row and column headers). */
export function ComparisonTable() {
  const { t } = useTranslation('home')
  return (
    <Section
      headingId="home-comparison"
      title={t('comparison.title', { name: site.name })}
      intro={t('comparison.intro')}
    >
      <Reveal threshold={0.1}>
        <table className={styles.table}>
          <caption className="visually-hidden">
            {t('comparison.caption', { name: site.name })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('comparison.feature')}</th>
              <th scope="col" className={styles.us}>
                {site.name}
              </th>
              <th scope="col">{t('comparison.others')}</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((id) => (
              <tr key={id}>
                <th scope="row">{t(`comparison.row.${id}.feature`)}</th>
                <td className={styles.us}>
                  <Check aria-hidden="true" size={18} className={styles.yes} />
                  {t(`comparison.row.${id}.us`)}
                </td>
                <td>
                  <X aria-hidden="true" size={18} className={styles.no} />
                  {t(`comparison.row.${id}.others`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Reveal>
    </Section>
  )
}
