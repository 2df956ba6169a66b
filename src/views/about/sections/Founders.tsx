import { useTranslation } from 'react-i18next'

import { Section } from '../../../components/Section/Section'
import { localeInfo } from '../../../config/locales'
import { founderIds, founders } from '../../../content/team'
import { useLocale } from '../../../features/i18n/useLocale'
import styles from './People.module.css'
import { PersonCard } from './PersonCard'

/** The two founders, with the biographies they wrote themselves (in Spanish, on every page). */
export function Founders() {
  const { t } = useTranslation('about')
  const locale = useLocale()
  return (
    <Section headingId="about-founders" title={t('founders.title')} intro={t('founders.intro')}>
      <ul className={`${styles.grid} ${styles.founders}`}>
        {founderIds.map((id) => {
          const { name, emoji, bio, bioLanguage } = founders[id]
          return (
            <li key={id}>
              <PersonCard
                featured
                name={name}
                role={t(`people:roles.${id}`)}
                text={bio}
                emoji={emoji}
                textLang={bioLanguage === locale ? undefined : localeInfo(bioLanguage).tag}
              />
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
