import { useTranslation } from 'react-i18next'

import { Section } from '../../../components/Section/Section'
import { aiPlatforms } from '../../../content/aiPlatforms'
import { AiPlatformList } from '../../../features/ai-platforms/AiPlatformList'

export function AiPlatforms() {
  const { t } = useTranslation('home')
  return (
    <Section headingId="home-ai" pattern="cards" title={t('ai.title')} intro={t('ai.intro')}>
      <AiPlatformList platforms={[...aiPlatforms]} />
    </Section>
  )
}
