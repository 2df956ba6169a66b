import { useTranslation } from 'react-i18next'

import type { IconName } from '../../components/Icon/iconNames'
import { CroVisual } from '../../features/hero-visuals/CroVisual'
import { AS_OBJECT } from '../../features/i18n/asObject'
import { Island } from '../../features/islands/Island'
import { HeroPrice } from '../service/HeroPrice'
import { ServicePage } from '../service/ServicePage'
import { iconItems, listItems } from '../shared/listItems'

const FEATURE_IDS = [
  'audit',
  'testing',
  'heatmaps',
  'landingPages',
  'checkout',
  'personalization',
] as const
type FeatureId = (typeof FEATURE_IDS)[number]
const FEATURE_ICONS: Record<FeatureId, IconName> = {
  audit: 'clipboard-check',
  testing: 'flask-conical',
  heatmaps: 'mouse-pointer-click',
  landingPages: 'layout-template',
  checkout: 'shopping-cart',
  personalization: 'user-cog',
}

const STEP_IDS = ['research', 'hypothesize', 'test', 'analyze', 'implement'] as const
type StepId = (typeof STEP_IDS)[number]

export default function CroView() {
  const { t } = useTranslation('cro')
  return (
    <ServicePage
      service="cro"
      closing="cro-teardown"
      gradient="blue"
      hero={{
        title: t('hero.title'),
        subtitle: t('hero.subtitle'),
        cta: t('hero.cta'),
        plan: 'cro-teardown',
        visual: <CroVisual />,
        after: <HeroPrice service="cro" label={(price) => t('hero.from', { price })} />,
      }}
      sections={[
        {
          id: 'calculator',
          title: t('calculator.title'),
          intro: t('calculator.intro'),
          pattern: 'split',
          content: <Island name="revenue-calculator" props={{}} />,
        },
        {
          id: 'features',
          title: t('features.title'),
          intro: t('features.intro', { ways: FEATURE_IDS.length }),
          features: iconItems(FEATURE_IDS, FEATURE_ICONS, (id: FeatureId) =>
            t(`features.${id}`, AS_OBJECT),
          ),
        },
        {
          id: 'results',
          title: t('results.title'),
          tone: 'tinted',
          stats: [
            { service: 'cro', label: t('results.conversion') },
            'projects',
            'clientSatisfaction',
            'clientRetention',
          ],
        },
        {
          id: 'method',
          title: t('method.title', { steps: STEP_IDS.length }),
          intro: t('method.intro'),
          steps: listItems(STEP_IDS, (id: StepId) => t(`method.${id}`, AS_OBJECT)),
        },
      ]}
    />
  )
}
