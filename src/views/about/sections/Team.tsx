import { useTranslation } from 'react-i18next'

import { Section } from '../../../components/Section/Section'
import { teamMemberIds, teamMembers } from '../../../content/teamMembers'
import styles from './People.module.css'
import { PersonCard } from './PersonCard'

export function Team() {
  const { t } = useTranslation('about')
  return (
    <Section headingId="about-team" title={t('team.title')} intro={t('team.intro')} pattern="cards">
      <ul className={styles.grid}>
        {teamMemberIds.map((id) => (
          <li key={id}>
            <PersonCard
              person={teamMembers[id]}
              role={t(`people:roles.${id}`)}
              text={t(`team.${id}.text`)}
            />
          </li>
        ))}
      </ul>
    </Section>
  )
}
