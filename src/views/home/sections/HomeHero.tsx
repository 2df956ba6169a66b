import { useTranslation } from 'react-i18next'

import { Button } from '../../../components/Button/Button'
import { Icon } from '../../../components/Icon/Icon'
import { serviceMetrics } from '../../../content/services'
import { formatPercent } from '../../../features/i18n/format'
import { useFormatting } from '../../../features/i18n/formatting'
import { CONTACT_PATH } from '../../../routing/paths'
import styles from './HomeHero.module.css'

export function HomeHero() {
  const { t } = useTranslation('home')
  const formatting = useFormatting()
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.column}>
        <p className={styles.tagline}>
          <Icon name="sparkles" size={16} />
          {t('hero.tagline')}
        </p>
        <div className={styles.content}>
          <h1 id="home-title" className={styles.title}>
            {t('hero.title')}
          </h1>
          <p className={styles.subtitle}>{t('hero.subtitle')}</p>
          <Button to={CONTACT_PATH} cta="hero" variant="gradient" size="xlarge">
            {t('hero.cta')}
            <Icon name="arrow-right" size={20} />
          </Button>
          <p className={styles.services}>{t('hero.services')}</p>
          <p className={styles.claim}>
            <Icon name="trending-up" size={20} />
            {t('hero.claim', { value: formatPercent(formatting, serviceMetrics.seo.value) })}
          </p>
        </div>
      </div>
    </section>
  )
}
