import { useTranslation } from 'react-i18next'

import { Button } from '../../components/Button/Button'
import { CallToAction } from '../../components/CallToAction/CallToAction'
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid'
import { Icon } from '../../components/Icon/Icon'
import type { IconName } from '../../components/Icon/iconNames'
import { PageHero } from '../../components/PageHero/PageHero'
import { ProcessSteps } from '../../components/ProcessSteps/ProcessSteps'
import { Reveal } from '../../components/Reveal/Reveal'
import { Section } from '../../components/Section/Section'
import { StatGrid } from '../../components/StatGrid/StatGrid'
import { useCompanyStat } from '../../components/StatGrid/useCompanyStat'
import { clientName, clientResult, clientResultFacts } from '../../content/clients'
import { serviceMetrics } from '../../content/services'
import { shopifyPortfolioIds } from '../../content/shopifyPortfolio'
import { formatMetric } from '../../features/i18n/formatMetric'
import { useLocale } from '../../features/i18n/useLocale'
import { CONTACT_PATH } from '../../routing/paths'
import styles from './ShopifyView.module.css'

/** @public The route table reads it from this module, which it imports lazily. */
const CAPABILITY_IDS = ['themes', 'headless', 'apps', 'speed', 'migrations', 'ux'] as const

const CAPABILITY_ICONS: Record<(typeof CAPABILITY_IDS)[number], IconName> = {
  themes: 'palette',
  headless: 'layers',
  apps: 'puzzle',
  speed: 'gauge',
  migrations: 'arrow-right-left',
  ux: 'mouse-pointer-click',
}

const STEP_IDS = ['discovery', 'design', 'development', 'integration', 'launch', 'growth'] as const

/** /services/shopify: capabilities, stores we built, figures, process, and starting a project. */
export default function ShopifyView() {
  const { t } = useTranslation('shopify')
  const locale = useLocale()
  const companyStat = useCompanyStat()

  return (
    <>
      <PageHero
        gradient="green"
        eyebrow={t('common:nav.service.shopify.description')}
        title={t('hero.title')}
        subtitle={t('hero.subtitle')}
      >
        <Button to={CONTACT_PATH} cta="hero" variant="ghost" size="large">
          {t('common:cta.primaryProject')}
        </Button>
        <p className={styles.badge}>
          <Icon name="badge-check" size={20} />
          {t('hero.partner')}
        </p>
      </PageHero>

      <Section
        headingId="shopify-capabilities"
        title={t('capabilities.title')}
        intro={t('capabilities.intro')}
      >
        <FeatureGrid
          features={CAPABILITY_IDS.map((id) => ({
            id,
            icon: CAPABILITY_ICONS[id],
            title: t(`capabilities.${id}.title`),
            text: t(`capabilities.${id}.text`),
          }))}
        />
      </Section>

      <Section
        headingId="shopify-portfolio"
        title={t('portfolio.title')}
        intro={t('portfolio.intro', { stores: shopifyPortfolioIds.length })}
        tone="tinted"
      >
        <ul className={styles.portfolio}>
          {shopifyPortfolioIds.map((id) => (
            <li key={id} className={styles.cell}>
              <Reveal threshold={0.1} className={styles.store}>
                <p className={styles.type}>{t(`portfolio.${id}.type`)}</p>
                <h3 className={styles.storeName}>{clientName(id)}</h3>
                <p className={styles.storeText}>{t(`portfolio.${id}.text`)}</p>
                <p className={styles.result}>
                  <strong>{formatMetric(locale, clientResult(id))}</strong>{' '}
                  {t(`portfolio.${id}.result`, clientResultFacts(id))}
                </p>
              </Reveal>
            </li>
          ))}
        </ul>
      </Section>

      <Section headingId="shopify-stats" title={t('stats.title')} hideTitle>
        <StatGrid
          stats={[
            companyStat('projects'),
            {
              value: formatMetric(locale, serviceMetrics.cro),
              label: t('stats.conversion'),
            },
            companyStat('clientSatisfaction'),
            {
              value: formatMetric(locale, serviceMetrics.shopify),
              label: t('stats.startingPrice'),
            },
          ]}
        />
      </Section>

      <Section
        headingId="shopify-process"
        title={t('process.title', { steps: STEP_IDS.length })}
        intro={t('process.intro')}
      >
        <ProcessSteps
          steps={STEP_IDS.map((id) => ({
            id,
            title: t(`process.${id}.title`),
            text: t(`process.${id}.text`),
          }))}
        />
      </Section>

      <CallToAction primary="project" />
    </>
  )
}
