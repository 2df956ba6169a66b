import { useTranslation } from 'react-i18next'

import { Button } from '../../components/Button/Button'
import { CallToAction } from '../../components/CallToAction/CallToAction'
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid'
import type { IconName } from '../../components/Icon/iconNames'
import { PageHero } from '../../components/PageHero/PageHero'
import { ProcessSteps } from '../../components/ProcessSteps/ProcessSteps'
import { Section } from '../../components/Section/Section'
import { StatGrid } from '../../components/StatGrid/StatGrid'
import { useCompanyStat } from '../../components/StatGrid/useCompanyStat'
import { serviceMetrics } from '../../content/services'
import { RevenueCalculator } from '../../features/cro-calculator/RevenueCalculator'
import { formatMetric } from '../../features/i18n/formatMetric'
import { useLocale } from '../../features/i18n/useLocale'
import { CONTACT_PATH } from '../../routing/paths'

/** @public The route table reads it from this module, which it imports lazily. */
const FEATURE_IDS = [
  'audit',
  'testing',
  'heatmaps',
  'landingPages',
  'checkout',
  'personalization',
] as const

const FEATURE_ICONS: Record<(typeof FEATURE_IDS)[number], IconName> = {
  audit: 'clipboard-check',
  testing: 'flask-conical',
  heatmaps: 'mouse-pointer-click',
  landingPages: 'layout-template',
  checkout: 'shopping-cart',
  personalization: 'user-cog',
}

const STEP_IDS = ['research', 'hypothesize', 'test', 'analyze', 'implement'] as const

/** /services/cro: the revenue calculator, what CRO includes, results and the method. */
export default function CroView() {
  const { t } = useTranslation('cro')
  const locale = useLocale()
  const companyStat = useCompanyStat()

  return (
    <>
      <PageHero
        gradient="blue"
        eyebrow={t('common:nav.service.cro.description')}
        title={t('hero.title')}
        subtitle={t('hero.subtitle')}
      >
        <Button to={CONTACT_PATH} cta="hero" variant="ghost" size="large">
          {t('hero.cta')}
        </Button>
      </PageHero>

      <Section
        headingId="cro-calculator"
        title={t('calculator.title')}
        intro={t('calculator.intro')}
      >
        <RevenueCalculator />
      </Section>

      <Section
        headingId="cro-features"
        title={t('features.title')}
        intro={t('features.intro', { ways: FEATURE_IDS.length })}
      >
        <FeatureGrid
          features={FEATURE_IDS.map((id) => ({
            id,
            icon: FEATURE_ICONS[id],
            title: t(`features.${id}.title`),
            text: t(`features.${id}.text`),
          }))}
        />
      </Section>

      <Section headingId="cro-results" title={t('results.title')} tone="tinted">
        <StatGrid
          stats={[
            {
              value: formatMetric(locale, serviceMetrics.cro),
              label: t('results.conversion'),
            },
            companyStat('projects'),
            companyStat('clientSatisfaction'),
            companyStat('clientRetention'),
          ]}
        />
      </Section>

      <Section
        headingId="cro-method"
        title={t('method.title', { steps: STEP_IDS.length })}
        intro={t('method.intro')}
      >
        <ProcessSteps
          steps={STEP_IDS.map((id) => ({
            id,
            title: t(`method.${id}.title`),
            text: t(`method.${id}.text`),
          }))}
        />
      </Section>

      <CallToAction />
    </>
  )
}
