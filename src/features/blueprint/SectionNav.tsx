import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import { blueprintSectionIds } from '../../content/blueprint'
import { QuoteButton } from './BlueprintLinks'
import styles from './SectionNav.module.css'

/** Fragment links to each section (and the quote link where the header lacks it); a closing menu on a phone. */
export function SectionNav() {
  const { t } = useTranslation('blueprint')
  const links = (className: string | undefined) => (
    <ul className={className}>
      {blueprintSectionIds.map((id) => (
        <li key={id}>
          <a href={`#${id}`} className={styles.link}>
            {t(`toc.${id}`)}
          </a>
        </li>
      ))}
    </ul>
  )
  return (
    <div className={styles.bar}>
      <nav className={styles.inner} aria-label={t('toc.label')}>
        <details className={styles.phoneList} data-menu="">
          <summary className={styles.summary}>
            {t('toc.label')}
            <Icon name="chevron-down" size={16} />
          </summary>
          {links(styles.listPanel)}
        </details>
        {links(styles.links)}
        <QuoteButton variant="gradient" size="small" className={styles.quote} />
      </nav>
    </div>
  )
}
