import { useTranslation } from 'react-i18next'

import { Section } from '../../../components/Section/Section'
import { founderIds, founders } from '../../../content/team'
import styles from './People.module.css'
import { PersonCard } from './PersonCard'

export function Founders() {
  const { t } = useTranslation('about')
  return (
    <Section
      headingId="about-founders"
      title={t('founders.title')}
      intro={t('founders.intro')}
      tone="tinted"
      pattern="people"
    >
      <ul className={`${styles.grid} ${styles.founders}`}>
        {founderIds.map((id) => (
          <li key={id}>
            <PersonCard
              featured
              person={founders[id]}
              role={t(`people:roles.${id}`)}
              text={t(`founders.${id}.bio`)}
            />
          </li>
        ))}
      </ul>
    </Section>
  )
}
