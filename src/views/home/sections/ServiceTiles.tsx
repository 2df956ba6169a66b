import { useTranslation } from 'react-i18next'

import { Reveal } from '../../../components/Reveal/Reveal'
import { Section } from '../../../components/Section/Section'
import { ServiceCard } from '../../../features/services/ServiceCard'
import { serviceIds } from '../../../routing/paths'
import styles from './ServiceTiles.module.css'

export function ServiceTiles() {
  const { t } = useTranslation('home')
  return (
    <Section
      headingId="home-services"
      pattern="cards"
      title={t('services.title', { services: serviceIds.length })}
      intro={t('services.intro')}
    >
      <div className={styles.grid}>
        {serviceIds.map((id) => (
          <Reveal key={id}>
            <ServiceCard
              id={id}
              headline={t(`common:nav.service.${id}.description`)}
              description={t(`services.pitch.${id}`)}
            />
          </Reveal>
        ))}
      </div>
    </Section>
  )
}
