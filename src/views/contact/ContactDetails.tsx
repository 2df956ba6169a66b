import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import type { IconName } from '../../components/Icon/iconNames'
import { OutboundLink } from '../../components/OutboundLink/OutboundLink'
import { site, socialProfiles, telephoneHref, whatsappHref } from '../../config/site'
import { useFormatting } from '../../features/i18n/formatting'
import { registeredOffice } from '../../features/privacy/registeredOffice'
import { businessHours } from './businessHours'
import styles from './ContactDetails.module.css'

interface Detail {
  icon: IconName
  label: string
  value: ReactNode
}

export function ContactDetails() {
  const { t } = useTranslation('contact')
  const formatting = useFormatting()
  const { opens, closes } = businessHours(formatting)
  // An empty telephone, WhatsApp or booking address (config) is no line at all.
  const details: (Detail | '')[] = [
    {
      icon: 'mail',
      label: t('details.email'),
      value: <a href={`mailto:${site.email}`}>{site.email}</a>,
    },
    site.telephone && {
      icon: 'phone',
      label: t('details.phone'),
      value: <a href={telephoneHref(site.telephone)}>{site.telephone}</a>,
    },
    site.whatsapp && {
      icon: 'message-circle',
      label: t('details.whatsapp'),
      value: <OutboundLink href={whatsappHref(site.whatsapp)}>{site.whatsapp}</OutboundLink>,
    },
    site.bookingUrl && {
      icon: 'calendar',
      label: t('details.booking'),
      value: <OutboundLink href={site.bookingUrl}>{t('details.bookingValue')}</OutboundLink>,
    },
    { icon: 'clock', label: t('details.hours'), value: t('details.hoursValue', { opens, closes }) },
    { icon: 'timer', label: t('details.response'), value: t('details.responseValue') },
    { icon: 'map-pin', label: t('details.location'), value: t('details.locationValue') },
    {
      icon: 'building',
      label: t('details.office'),
      value: <address>{registeredOffice(formatting)}</address>,
    },
  ]
  return (
    <aside className={styles.details} aria-labelledby="contact-details">
      <h2 id="contact-details" className={styles.title}>
        {t('details.title')}
      </h2>
      <dl className={styles.list}>
        {details
          .filter((detail) => detail !== '')
          .map(({ icon, label, value }) => (
            <div key={icon} className={styles.item}>
              <dt>
                <Icon name={icon} size={20} />
                {label}
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <h3 className={styles.socialTitle}>{t('details.social')}</h3>
      <ul className={styles.social}>
        {socialProfiles.map(({ id, name, url }) => (
          <li key={id}>
            <OutboundLink href={url}>{name}</OutboundLink>
          </li>
        ))}
      </ul>
    </aside>
  )
}
