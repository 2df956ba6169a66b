import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import styles from './GeoVisual.module.css'
import { CardHeader, Frame } from './parts'
import shared from './visual.module.css'

export function GeoVisual() {
  const { t } = useTranslation('geo')
  const brand = t('common:heroVisual.clientName')
  // The brand is highlighted wherever the translation puts it in the sentence.
  const [before = '', ...after] = t('visual.answer', { brand }).split(brand)
  return (
    <Frame>
      <div className={shared.card}>
        <CardHeader>
          <span className={`${shared.icon} ${styles.mark}`}>
            <Icon name="sparkles" size={14} />
          </span>
          {t('visual.assistant')}
        </CardHeader>
        <p className={styles.question}>{t('visual.question')}</p>
        <p className={styles.answer}>
          {before}
          <strong className={styles.brand}>{brand}</strong>
          {after.join(brand)}
          <sup className={styles.ref}>1</sup>
        </p>
        <p className={`${shared.caps} ${shared.muted} ${styles.sourcesLabel}`}>
          {t('visual.sources')}
        </p>
        <ul className={styles.sources}>
          <li className={`${shared.row} ${shared.title} ${styles.cited}`}>
            <span className={styles.ref}>1</span>
            {t('common:heroVisual.clientSite')}
            <Icon name="badge-check" size={14} className={shared.accent} />
          </li>
          <li className={shared.row}>
            <span className={styles.ref}>2</span>
            <span className={`${shared.bar} ${styles.other}`} />
          </li>
        </ul>
      </div>
    </Frame>
  )
}
