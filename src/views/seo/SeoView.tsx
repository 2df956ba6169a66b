import { useTranslation } from 'react-i18next'

import type { IconName } from '../../components/Icon/iconNames'
import { SeoVisual } from '../../features/hero-visuals/SeoVisual'
import { AS_OBJECT } from '../../features/i18n/asObject'
import { SeoPricing } from '../../features/pricing/SeoPricing'
import { ServicePage } from '../service/ServicePage'
import { iconItems, listItems } from '../shared/listItems'
import styles from './SeoView.module.css'

const DISCIPLINE_IDS = ['aiResearch', 'technical', 'content'] as const
type DisciplineId = (typeof DISCIPLINE_IDS)[number]
const DISCIPLINE_ICONS: Record<DisciplineId, IconName> = {
  aiResearch: 'brain-circuit',
  technical: 'wrench',
  content: 'file-text',
}

const STEP_IDS = ['audit', 'strategy', 'execute', 'optimize'] as const
type StepId = (typeof STEP_IDS)[number]

export default function SeoView() {
  const { t } = useTranslation('seo')
  return (
    <ServicePage
      service="seo"
      closing="seo-audit"
      hero={{
        title: t('hero.title'),
        subtitle: t('hero.subtitle'),
        cta: t('hero.cta'),
        plan: 'seo-audit',
        visual: <SeoVisual />,
      }}
      sections={[
        {
          id: 'problem',
          title: t('problem.title'),
          pattern: 'split',
          content: (
            <div className={styles.problem}>
              <p>{t('problem.text')}</p>
              <p>{t('problem.answer')}</p>
            </div>
          ),
        },
        {
          id: 'features',
          title: t('features.title'),
          intro: t('features.intro', { disciplines: DISCIPLINE_IDS.length }),
          pattern: 'list',
          features: iconItems(DISCIPLINE_IDS, DISCIPLINE_ICONS, (id: DisciplineId) =>
            t(`features.${id}`, AS_OBJECT),
          ),
        },
        {
          id: 'results',
          title: t('results.title'),
          tone: 'tinted',
          stats: [
            { service: 'seo', label: t('results.traffic') },
            'projects',
            'clientSatisfaction',
            'yearsInBusiness',
          ],
        },
        {
          id: 'pricing',
          title: t('pricing.title'),
          intro: t('pricing.intro'),
          pattern: 'cards',
          content: <SeoPricing />,
        },
        {
          id: 'process',
          title: t('process.title'),
          intro: t('process.intro', { steps: STEP_IDS.length }),
          steps: listItems(STEP_IDS, (id: StepId) => t(`process.${id}`, AS_OBJECT)),
        },
      ]}
    />
  )
}
