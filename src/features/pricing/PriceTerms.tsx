import { useTranslation } from 'react-i18next'

import { useFormatting } from '../i18n/formatting'
import { priceTerms } from './priceTerms'
import styles from './PriceTerms.module.css'

export function PriceTerms() {
  const { t } = useTranslation()
  return <p className={styles.terms}>{priceTerms(useFormatting(), t)}</p>
}
