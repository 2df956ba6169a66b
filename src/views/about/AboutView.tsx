import { useTranslation } from 'react-i18next'

import { CallToAction } from '../../components/CallToAction/CallToAction'
import { FeatureGrid } from '../../components/FeatureGrid/FeatureGrid'
import type { IconName } from '../../components/Icon/iconNames'
import { PageHero } from '../../components/PageHero/PageHero'
import { Section } from '../../components/Section/Section'
import { StatGrid } from '../../components/StatGrid/StatGrid'
import { useCompanyStat } from '../../components/StatGrid/useCompanyStat'
import { site } from '../../config/site'
import { ourRecords } from '../../content/company'
import { teamSize } from '../../content/team'
import { AboutVisual } from '../../features/hero-visuals/AboutVisual'
import { AS_OBJECT } from '../../features/i18n/asObject'
import { formatInteger } from '../../features/i18n/format'
import { useFormatting } from '../../features/i18n/formatting'
import { iconItems } from '../shared/listItems'
import { Founders } from './sections/Founders'
import { Story } from './sections/Story'
import { Team } from './sections/Team'
import { Timeline } from './sections/Timeline'

const VALUE_IDS = ['results', 'transparency', 'curiosity'] as const

type ValueId = (typeof VALUE_IDS)[number]
const VALUE_ICONS: Record<ValueId, IconName> = {
  results: 'target',
  transparency: 'eye',
  curiosity: 'sparkles',
}

export default function AboutView() {
  const { t } = useTranslation('about')
  const formatting = useFormatting()
  const companyStat = useCompanyStat()

  return (
    <>
      <PageHero
        gradient="purple"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        subtitle={t('hero.subtitle', { year: site.foundingYear })}
        visual={<AboutVisual />}
      />
      <Story />
      <Section headingId="about-values" title={t('values.title')} tone="tinted" pattern="list">
        <FeatureGrid
          layout="rows"
          features={iconItems(VALUE_IDS, VALUE_ICONS, (id: ValueId) =>
            t(`values.${id}`, AS_OBJECT),
          )}
        />
      </Section>
      <Timeline />
      <Founders />
      <Team />
      <Section
        headingId="about-stats"
        title={t('stats.title', { name: site.name })}
        tone="tinted"
        pattern="figure"
        hideTitle
      >
        <StatGrid
          lead
          stats={[
            companyStat('yearsInBusiness'),
            companyStat('projects'),
            {
              value: formatInteger(formatting, teamSize),
              label: t('stats.teamMembers'),
              source: ourRecords,
            },
          ]}
        />
      </Section>
      <CallToAction offer="call" />
    </>
  )
}
