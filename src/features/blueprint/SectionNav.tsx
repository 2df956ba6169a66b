import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import { blueprintSectionIds } from '../../content/blueprint'
import { QuoteButton } from './BlueprintLinks'
import styles from './SectionNav.module.css'

/**
 * The bar above the blueprint: a link to each section and, below the width where the header shows
 * its own, the quote link. Plain fragment links, so they work without JavaScript; the site's
 * stylesheet makes the scroll smooth unless the visitor asks for reduced motion. On a phone the sections are a list that opens under "On this
 * page" (in one scrolling row beside the quote button, two of five showed), a menu that closes
 * once a section is chosen (src/features/nav/menus.ts).
 */
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
