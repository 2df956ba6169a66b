import { useTranslation } from 'react-i18next'

import { Button } from '../../components/Button/Button'
import { Icon } from '../../components/Icon/Icon'
import { Reveal } from '../../components/Reveal/Reveal'
import {
  popularSeoPlan,
  type SeoPlanFeatureId,
  seoPlanFeatures,
  seoPlanIds,
  seoPlanPrices,
} from '../../content/services'
import { contactPathFor } from '../../routing/paths'
import { trackedHover } from '../analytics/tracking'
import { useFormatting } from '../i18n/formatting'
import { formatAmount } from './price'
import { PriceTerms } from './PriceTerms'
import { PriceTotal } from './PriceTotal'
import styles from './SeoPricing.module.css'

/** The three monthly SEO plans, Growth the most popular, with the market's tax terms; a hover is tracked once per card. */
export function SeoPricing() {
  const { t } = useTranslation('seo')
  const formatting = useFormatting()
  return (
    <>
      <ul className={styles.plans}>
        {seoPlanIds.map((id) => {
          const popular = id === popularSeoPlan
          return (
            <li
              key={id}
              className={styles.cell}
              {...trackedHover({ name: 'plan-hover', plan: id })}
            >
              <Reveal className={popular ? styles.popular : styles.plan}>
                <h3 className={styles.name}>{t(`pricing.plan.${id}.name`)}</h3>
                {popular && <p className={styles.badge}>{t('pricing.popular')}</p>}
                <p className={styles.price}>
                  <strong>{formatAmount(formatting, seoPlanPrices[id])}</strong>
                  <span>{t('common:price.per.month')}</span>
                </p>
                <PriceTotal amount={seoPlanPrices[id]} />
                <p className={styles.summary}>{t(`pricing.plan.${id}.summary`)}</p>
                <ul className={styles.features}>
                  {/* The explicit type lets i18next-cli list every key the template can produce. */}
                  {seoPlanFeatures[id].map((feature: SeoPlanFeatureId) => (
                    <li key={feature}>
                      <Icon name="check" size={18} />
                      {t(`pricing.feature.${feature}`)}
                    </li>
                  ))}
                </ul>
                <Button
                  to={contactPathFor(`seo-${id}`)}
                  cta={`plan-${id}`}
                  variant={popular ? 'gradient' : 'secondary'}
                  size="large"
                  className={styles.cta}
                >
                  {t(`pricing.plan.${id}.cta`)}
                </Button>
              </Reveal>
            </li>
          )
        })}
      </ul>
      <PriceTerms />
    </>
  )
}
