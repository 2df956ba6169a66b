import { useTranslation } from 'react-i18next'

import { serviceIds, servicePath, SERVICES_PATH } from '../../routing/paths'
import { NavLink } from '../i18n/links'
import styles from './ServiceMenuLinks.module.css'

export function ServiceMenuLinks({ id }: { id?: string }) {
  const { t } = useTranslation()
  return (
    <ul id={id} className={styles.list}>
      <li>
        <NavLink to={SERVICES_PATH} className={styles.link}>
          <span className={styles.name}>{t('nav.allServices')}</span>
        </NavLink>
      </li>
      {serviceIds.map((serviceId) => (
        <li key={serviceId}>
          <NavLink to={servicePath(serviceId)} className={styles.link}>
            <span className={styles.name}>{t(`nav.service.${serviceId}.name`)}</span>
            <span className={styles.description}>{t(`nav.service.${serviceId}.description`)}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  )
}
