import { useTranslation } from 'react-i18next'

import { Link } from '../../features/i18n/links'
import {
  BLOG_PATH,
  BLUEPRINT_PATH,
  CONTACT_PATH,
  pagePath,
  serviceIds,
  servicePath,
  SERVICES_PATH,
} from '../../routing/paths'
import styles from './SearchView.module.css'

/** Every page but the posts: the way in for visitors without JavaScript, whom search cannot serve. */
export function SitePageList() {
  const { t } = useTranslation('search')
  const pages = [
    { path: '/', name: t('common:breadcrumb.home') },
    { path: SERVICES_PATH, name: t('common:nav.allServices') },
    ...serviceIds.map((id) => ({
      path: servicePath(id),
      name: `${t(`common:nav.service.${id}.name`)}: ${t(`common:nav.service.${id}.description`)}`,
    })),
    { path: BLOG_PATH, name: t('common:nav.blog') },
    { path: pagePath('about'), name: t('common:nav.about') },
    { path: pagePath('clients'), name: t('common:nav.clients') },
    { path: BLUEPRINT_PATH, name: t('pages.blueprint') },
    { path: CONTACT_PATH, name: t('pages.contact') },
  ]
  return (
    <section className={styles.pages} aria-labelledby="search-all-pages" data-pattern="list">
      <h2 id="search-all-pages" className={styles.pagesTitle}>
        {t('pages.title')}
      </h2>
      <ul className={styles.pageList}>
        {pages.map(({ path, name }) => (
          <li key={path}>
            <Link to={path}>{name}</Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
