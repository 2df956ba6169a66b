import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import { site } from '../../config/site'
import { formatMoney } from '../i18n/format'
import { useFormatting } from '../i18n/formatting'
import { CheckFloat, Frame } from './parts'
import styles from './ShopifyVisual.module.css'
import shared from './visual.module.css'

/** The example product's price: an illustration's, not one of the agency's prices. */
const EXAMPLE_PRICE = 24.9

export function ShopifyVisual() {
  const { t } = useTranslation('shopify')
  const formatting = useFormatting()
  return (
    <Frame>
      <div className={`${shared.card} ${styles.phone}`}>
        <div className={styles.screen}>
          <p className={`${shared.row} ${styles.bar}`}>
            <span className={styles.logo} />
            {t('visual.store')}
            <Icon name="shopping-bag" size={16} />
          </p>
          <div className={styles.shot}>
            <span className={`${shared.pill} ${shared.caps} ${styles.example}`}>
              {t('common:heroVisual.example')}
            </span>
            <svg className={styles.bag} viewBox="0 0 120 140">
              <path fill="#065f46" d="M26 22h68l8 108a6 6 0 0 1-6 6H24a6 6 0 0 1-6-6z" />
              <path fill="#047857" d="M26 22h68l-4 16H30z" />
              <rect fill="#fef3c7" x="34" y="58" width="52" height="44" rx="6" />
              {[52, 68].map((cx) => (
                <ellipse key={cx} fill="#92400e" cx={cx} cy="80" rx="7" ry="10" />
              ))}
            </svg>
          </div>
          <p className={styles.name}>{t('visual.product')}</p>
          <p className={styles.price}>
            {formatMoney(formatting, EXAMPLE_PRICE, site.pricing.currency, { cents: true })}
          </p>
          <ul className={styles.options}>
            <li className={styles.chosen}>{t('visual.wholeBean')}</li>
            <li>{t('visual.ground')}</li>
          </ul>
          <p className={styles.button}>{t('visual.addToCart')}</p>
        </div>
      </div>
      <CheckFloat text={t('visual.added')} />
    </Frame>
  )
}
