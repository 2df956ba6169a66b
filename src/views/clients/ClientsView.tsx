import { useTranslation } from 'react-i18next'

import { CallToAction } from '../../components/CallToAction/CallToAction'
import { PageHero } from '../../components/PageHero/PageHero'
import { Section } from '../../components/Section/Section'
import { StatGrid } from '../../components/StatGrid/StatGrid'
import { useCompanyStat } from '../../components/StatGrid/useCompanyStat'
import { ClientsVisual } from '../../features/hero-visuals/ClientsVisual'
import { AS_OBJECT } from '../../features/i18n/asObject'
import { Island } from '../../features/islands/Island'
import { ReviewScore } from '../../features/testimonials/ReviewScore'
import { heroText } from '../shared/heroText'
import { CaseStudies } from './sections/CaseStudies'
import { ClientList } from './sections/ClientList'

export default function ClientsView() {
  const { t } = useTranslation('clients')
  const companyStat = useCompanyStat()

  return (
    <>
      <PageHero gradient="blue" {...heroText(t('hero', AS_OBJECT))} visual={<ClientsVisual />} />
      <ClientList />
      <Section
        headingId="clients-testimonials"
        title={t('testimonials.title')}
        intro={t('testimonials.intro')}
        tone="tinted"
        pattern="quote"
      >
        <Island name="testimonial-carousel" props={{}} />
      </Section>
      <CaseStudies />
      <Section
        headingId="clients-stats"
        title={t('stats.title')}
        tone="tinted"
        pattern="figure"
        hideTitle
      >
        <StatGrid
          lead
          stats={(['clientsServed', 'clientSatisfaction', 'clientRetention'] as const).map(
            companyStat,
          )}
        />
        <ReviewScore />
      </Section>
      <CallToAction offer="call" />
    </>
  )
}
