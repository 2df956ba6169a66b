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
import { platformsWithUsers } from '../../content/aiPlatforms'
import { serviceMetrics } from '../../content/services'
import { AiPlatformList } from '../../features/ai-platforms/AiPlatformList'
import { formatCountPlus } from '../../features/i18n/format'
import { formatMetric } from '../../features/i18n/formatMetric'
import { useLocale } from '../../features/i18n/useLocale'
import { CONTACT_PATH } from '../../routing/paths'

/** @public The route table reads it from this module, which it imports lazily. */
const STEP_IDS = ['audit', 'optimize', 'monitor', 'iterate'] as const

const FEATURE_IDS = ['answerReady', 'citations', 'entities'] as const

const FEATURE_ICONS: Record<(typeof FEATURE_IDS)[number], IconName> = {
  answerReady: 'file-search',
  citations: 'quote',
  entities: 'braces',
}

/** /services/geo: the AI assistants we optimize for, the process, results and what we do. */
export default function GeoView() {
  const { t } = useTranslation('geo')
  const locale = useLocale()
  const companyStat = useCompanyStat()

  return (
    <>
      <PageHero
        gradient="purple"
        eyebrow={t('common:nav.service.geo.description')}
        title={t('hero.title')}
        subtitle={t('hero.subtitle')}
      >
        <Button to={CONTACT_PATH} cta="hero" variant="ghost" size="large">
          {t('hero.cta')}
        </Button>
      </PageHero>

      <Section
        headingId="geo-platforms"
        title={t('platforms.title')}
        intro={t('platforms.intro', { assistants: platformsWithUsers.length })}
      >
        <AiPlatformList
          platforms={platformsWithUsers.map((platform) => ({
            ...platform,
            detail: t('platforms.users', { users: formatCountPlus(locale, platform.users) }),
          }))}
        />
      </Section>

      <Section headingId="geo-process" title={t('process.title')} intro={t('process.intro')}>
        <ProcessSteps
          steps={STEP_IDS.map((id) => ({
            id,
            title: t(`process.${id}.title`),
            text: t(`process.${id}.text`),
          }))}
        />
      </Section>

      <Section headingId="geo-results" title={t('results.title')} tone="tinted">
        <StatGrid
          stats={[
            {
              value: formatMetric(locale, serviceMetrics.geo),
              label: t('results.reach'),
            },
            companyStat('clientsServed'),
            companyStat('clientSatisfaction'),
            companyStat('clientRetention'),
          ]}
        />
      </Section>

      <Section
        headingId="geo-features"
        title={t('features.title')}
        intro={t('features.intro', { levers: FEATURE_IDS.length })}
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

      <CallToAction />
    </>
  )
}
