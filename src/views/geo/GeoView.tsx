import { useTranslation } from 'react-i18next'

import type { IconName } from '../../components/Icon/iconNames'
import { aiPlatforms, type Audience, type AudienceUnit } from '../../content/aiPlatforms'
import { AiPlatformList } from '../../features/ai-platforms/AiPlatformList'
import { FigureNotes } from '../../features/figures/FigureNotes'
import { GeoVisual } from '../../features/hero-visuals/GeoVisual'
import { AS_OBJECT } from '../../features/i18n/asObject'
import { formatCount } from '../../features/i18n/format'
import { useFormatting } from '../../features/i18n/formatting'
import { HeroPrice } from '../service/HeroPrice'
import { ServicePage } from '../service/ServicePage'
import { iconItems, listItems } from '../shared/listItems'

const STEP_IDS = ['audit', 'optimize', 'monitor', 'iterate'] as const
type StepId = (typeof STEP_IDS)[number]

const LEVER_IDS = ['answerReady', 'citations', 'entities'] as const
type LeverId = (typeof LEVER_IDS)[number]
const LEVER_ICONS: Record<LeverId, IconName> = {
  answerReady: 'file-search',
  citations: 'quote',
  entities: 'braces',
}

export default function GeoView() {
  const { t } = useTranslation('geo')
  const formatting = useFormatting()
  const audienceLine = (audience: Audience | 'unpublished') => {
    if (audience === 'unpublished') return { text: t('platforms.unpublished') }
    // Typed, so that i18next-cli can list every `platforms.users.*` key this line reads.
    const unit: AudienceUnit = audience.per
    const users = formatCount(formatting, audience.users)
    return { text: t(`platforms.users.${unit}`, { users }), source: audience.source }
  }
  return (
    <ServicePage
      service="geo"
      closing="geo-check"
      gradient="purple"
      hero={{
        title: t('hero.title'),
        subtitle: t('hero.subtitle'),
        cta: t('hero.cta'),
        plan: 'geo-check',
        visual: <GeoVisual />,
        after: <HeroPrice service="geo" label={(price) => t('hero.from', { price })} />,
      }}
      sections={[
        {
          id: 'platforms',
          title: t('platforms.title'),
          intro: t('platforms.intro', { assistants: aiPlatforms.length }),
          pattern: 'cards',
          content: (
            <>
              <AiPlatformList
                platforms={aiPlatforms.map((platform) => ({
                  ...platform,
                  detail: audienceLine(platform.audience),
                }))}
              />
              <FigureNotes
                sources={aiPlatforms.flatMap(({ audience }) =>
                  audience === 'unpublished' ? [] : [audience.source],
                )}
              />
            </>
          ),
        },
        {
          id: 'process',
          title: t('process.title'),
          intro: t('process.intro'),
          steps: listItems(STEP_IDS, (id: StepId) => t(`process.${id}`, AS_OBJECT)),
        },
        {
          id: 'results',
          title: t('results.title'),
          tone: 'tinted',
          stats: [
            {
              service: 'geo',
              label: t('results.reach'),
            },
            'clientsServed',
            'clientSatisfaction',
            'clientRetention',
          ],
        },
        {
          id: 'features',
          title: t('features.title'),
          intro: t('features.intro', { levers: LEVER_IDS.length }),
          pattern: 'list',
          features: iconItems(LEVER_IDS, LEVER_ICONS, (id: LeverId) =>
            t(`features.${id}`, AS_OBJECT),
          ),
        },
      ]}
    />
  )
}
