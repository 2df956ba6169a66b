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
import { formatMetric } from '../../features/i18n/formatMetric'
import { useLocale } from '../../features/i18n/useLocale'
import { SeoPricing } from '../../features/pricing/SeoPricing'
import { CONTACT_PATH } from '../../routing/paths'
import styles from './SeoView.module.css'

/** @public The route table reads it from this module, which it imports lazily. */
const FEATURE_IDS = ['aiResearch', 'technical', 'content'] as const

const FEATURE_ICONS: Record<(typeof FEATURE_IDS)[number], IconName> = {
  aiResearch: 'brain-circuit',
  technical: 'wrench',
  content: 'file-text',
}

const STEP_IDS = ['audit', 'strategy', 'execute', 'optimize'] as const

/** /services/seo: the problem, what we do, results, the three plans and the process. */
export default function SeoView() {
  const { t } = useTranslation('seo')
  const locale = useLocale()
  const companyStat = useCompanyStat()

  return (
    <>
      <PageHero
        eyebrow={t('common:nav.service.seo.description')}
        title={t('hero.title')}
        subtitle={t('hero.subtitle')}
      >
        <Button to={CONTACT_PATH} cta="hero" variant="ghost" size="large">
          {t('hero.cta')}
        </Button>
      </PageHero>

      <Section headingId="seo-problem" title={t('problem.title')}>
        <div className={styles.problem}>
          <p>{t('problem.text')}</p>
          <p>{t('problem.answer')}</p>
        </div>
      </Section>

      <Section
        headingId="seo-features"
        title={t('features.title')}
        intro={t('features.intro', { disciplines: FEATURE_IDS.length })}
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

      <Section headingId="seo-results" title={t('results.title')} tone="tinted">
        <StatGrid
          stats={[
            {
              value: formatMetric(locale, serviceMetrics.seo),
              label: t('results.traffic'),
            },
            companyStat('projects'),
            companyStat('clientSatisfaction'),
            companyStat('yearsInBusiness'),
          ]}
        />
      </Section>

      <Section headingId="seo-pricing" title={t('pricing.title')} intro={t('pricing.intro')}>
        <SeoPricing />
      </Section>

      <Section
        headingId="seo-process"
        title={t('process.title')}
        intro={t('process.intro', { steps: STEP_IDS.length })}
      >
        <ProcessSteps
          steps={STEP_IDS.map((id) => ({
            id,
            title: t(`process.${id}.title`),
            text: t(`process.${id}.text`),
          }))}
        />
      </Section>

      <CallToAction />
    </>
  )
}
