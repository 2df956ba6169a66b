import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import styles from './GeoVisual.module.css'
import shared from './visual.module.css'

export function GeoVisual() {
  const { t } = useTranslation('geo')
  const brand = t('common:heroVisual.clientName')
  // The brand is highlighted wherever the translation puts it in the sentence.
  const [before = '', ...after] = t('visual.answer', { brand }).split(brand)
  return (
    <div className={shared.frame} aria-hidden="true" data-pagefind-ignore="">
      <div className={shared.card}>
        <div className={shared.header}>
          <p className={`${shared.title} ${styles.assistant}`}>
            <span className={styles.mark}>
              <Icon name="sparkles" size={14} />
            </span>
            {t('visual.assistant')}
          </p>
          <span className={shared.tag}>{t('common:heroVisual.example')}</span>
        </div>
        <p className={styles.question}>{t('visual.question')}</p>
        <p className={styles.answer}>
          {before}
          <strong className={styles.brand}>{brand}</strong>
          {after.join(brand)}
          <sup className={styles.ref}>1</sup>
        </p>
        <p className={`${styles.sourcesLabel} ${shared.muted}`}>{t('visual.sources')}</p>
        <ul className={styles.sources}>
          <li className={styles.cited}>
            <span className={styles.ref}>1</span>
            {t('common:heroVisual.clientSite')}
            <Icon name="badge-check" size={14} />
          </li>
          <li>
            <span className={styles.ref}>2</span>
            <span className={`${shared.bar} ${styles.other}`} />
          </li>
        </ul>
      </div>
    </div>
  )
}
