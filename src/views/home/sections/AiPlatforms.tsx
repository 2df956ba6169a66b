import { useTranslation } from 'react-i18next'
import { Reveal } from '../../../components/Reveal/Reveal'
import { Section } from '../../../components/Section/Section'
import { aiPlatformLogo, aiPlatforms } from '../../../content/aiPlatforms'
import styles from './AiPlatforms.module.css'

/** "First in ChatGPT": the AI assistants where we get clients recommended. */
export function AiPlatforms() {
  const { t } = useTranslation('home')
  return (
    <Section headingId="home-ai" title={t('ai.title')} intro={t('ai.intro')}>
      <Reveal threshold={0.2}>
        <ul className={styles.grid}>
          {aiPlatforms.map(({ id, name, maker }) => (
            <li key={id} className={styles.platform}>
              {/* Decorative: the name beside it says which platform this is. */}
              <img
                src={aiPlatformLogo(id)}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
              />
              <span className={styles.name}>{name}</span>
              <span className={styles.maker}>{maker}</span>
            </li>
          ))}
        </ul>
      </Reveal>
    </Section>
  )
}
