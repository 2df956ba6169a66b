import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import { OutboundLink } from '../../components/OutboundLink/OutboundLink'
import { site } from '../../config/site'
import { useLocale } from '../../features/i18n/useLocale'
import { businessHours } from './businessHours'
import styles from './ContactDetails.module.css'

const SOCIAL = [
  { id: 'twitter', name: 'X', url: site.social.twitter },
  { id: 'linkedin', name: 'LinkedIn', url: site.social.linkedin },
  { id: 'github', name: 'GitHub', url: site.social.github },
] as const

/** Every other way to reach us: email, office hours, where we are, how fast we answer, profiles. */
export function ContactDetails() {
  const { t } = useTranslation('contact')
  const { opens, closes } = businessHours(useLocale())
  return (
    <aside className={styles.details} aria-labelledby="contact-details">
      <h2 id="contact-details" className={styles.title}>
        {t('details.title')}
      </h2>
      <dl className={styles.list}>
        <div className={styles.item}>
          <dt>
            <Icon name="mail" size={20} />
            {t('details.email')}
          </dt>
          <dd>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </dd>
        </div>
        <div className={styles.item}>
          <dt>
            <Icon name="clock" size={20} />
            {t('details.hours')}
          </dt>
          <dd>{t('details.hoursValue', { opens, closes })}</dd>
        </div>
        <div className={styles.item}>
          <dt>
            <Icon name="timer" size={20} />
            {t('details.response')}
          </dt>
          <dd>{t('details.responseValue')}</dd>
        </div>
        <div className={styles.item}>
          <dt>
            <Icon name="map-pin" size={20} />
            {t('details.location')}
          </dt>
          <dd>{t('details.locationValue')}</dd>
        </div>
      </dl>
      <h3 className={styles.socialTitle}>{t('details.social')}</h3>
      <ul className={styles.social}>
        {SOCIAL.map(({ id, name, url }) => (
          <li key={id}>
            <OutboundLink href={url}>{name}</OutboundLink>
          </li>
        ))}
      </ul>
    </aside>
  )
}
