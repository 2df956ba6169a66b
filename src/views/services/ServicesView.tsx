import { useTranslation } from 'react-i18next'

import { CallToAction } from '../../components/CallToAction/CallToAction'
import { PageHero } from '../../components/PageHero/PageHero'
import { Reveal } from '../../components/Reveal/Reveal'
import { Section } from '../../components/Section/Section'
import { StatGrid } from '../../components/StatGrid/StatGrid'
import { useCompanyStat } from '../../components/StatGrid/useCompanyStat'
import { saasDelivery } from '../../content/saas'
import { serviceMetrics } from '../../content/services'
import { AS_OBJECT } from '../../features/i18n/asObject'
import { formatMetric } from '../../features/i18n/formatMetric'
import { useFormatting } from '../../features/i18n/formatting'
import { PriceTerms } from '../../features/pricing/PriceTerms'
import { ServiceCard } from '../../features/services/ServiceCard'
import { serviceIds } from '../../routing/paths'
import { heroText } from '../shared/heroText'
import styles from './ServicesView.module.css'

export default function ServicesView() {
  const { t } = useTranslation('services')
  const formatting = useFormatting()
  const companyStat = useCompanyStat()

  return (
    <>
      <PageHero {...heroText(t('hero', AS_OBJECT))} />

      <Section
        headingId="services-list"
        pattern="cards"
        title={t('list.title')}
        intro={t('list.intro')}
      >
        <div className={styles.cards}>
          {serviceIds.map((id) => (
            <Reveal key={id}>
              <ServiceCard
                id={id}
                headline={t(`card.${id}.headline`)}
                description={t(`card.${id}.description`, {
                  weeksMin: saasDelivery.weeksMin,
                  weeksMax: saasDelivery.weeksMax,
                })}
                metric={{
                  value: formatMetric(formatting, serviceMetrics[id]),
                  label: t(`card.${id}.metric`),
                  source: serviceMetrics[id].source,
                }}
              />
            </Reveal>
          ))}
        </div>
        <PriceTerms />
      </Section>

      <Section
        headingId="services-stats"
        tone="tinted"
        pattern="figure"
        title={t('stats.title')}
        hideTitle
      >
        <StatGrid
          lead
          stats={(['yearsInBusiness', 'projects', 'clientSatisfaction'] as const).map(companyStat)}
        />
      </Section>

      <CallToAction offer="call" secondary="clients" />
    </>
  )
}
