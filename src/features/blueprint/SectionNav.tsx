import { useTranslation } from 'react-i18next'

import { blueprintSectionIds } from '../../content/blueprint'
import { QuoteButton } from './BlueprintLinks'
import styles from './SectionNav.module.css'

/**
 * The bar above the blueprint: a link to each section and the quote link. Plain fragment links,
 * so they work without JavaScript; the site's stylesheet makes the scroll smooth unless the
 * visitor asks for reduced motion.
 */
export function SectionNav() {
  const { t } = useTranslation('blueprint')
  return (
    <div className={styles.bar}>
      <nav className={styles.inner} aria-label={t('toc.label')}>
        <ul className={styles.links}>
          {blueprintSectionIds.map((id) => (
            <li key={id}>
              <a href={`#${id}`} className={styles.link}>
                {t(`toc.${id}`)}
              </a>
            </li>
          ))}
        </ul>
        <QuoteButton variant="gradient" size="small" className={styles.quote} />
      </nav>
    </div>
  )
}
