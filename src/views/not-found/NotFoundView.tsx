import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '../../components/Button/Button'
import { Icon } from '../../components/Icon/Icon'
import { Reveal } from '../../components/Reveal/Reveal'
import type { SectionPattern } from '../../components/Section/sectionPatterns'
import { Link } from '../../features/i18n/links'
import { SearchForm } from '../../features/search/SearchForm'
import { CONTACT_PATH, pagePath, serviceIds, servicePath, SERVICES_PATH } from '../../routing/paths'
import styles from './NotFoundView.module.css'

const TIPS = ['address', 'navigation', 'back'] as const

function Panel({
  id,
  title,
  pattern,
  children,
}: {
  id: string
  title: string
  pattern: SectionPattern
  children: ReactNode
}) {
  return (
    <Reveal className={styles.panel}>
      <section aria-labelledby={id} data-pattern={pattern}>
        <h2 id={id} className={styles.heading}>
          {title}
        </h2>
        {children}
      </section>
    </Reveal>
  )
}

export default function NotFoundView() {
  const { t } = useTranslation('notFound')
  const popularPages = [
    ...serviceIds.map((id) => ({
      path: servicePath(id),
      name: t(`common:nav.service.${id}.name`),
      description: t(`common:nav.service.${id}.description`),
    })),
    { path: pagePath('blog'), name: t('common:nav.blog'), description: t('popular.blog') },
    { path: CONTACT_PATH, name: t('popular.contactName'), description: t('popular.contact') },
  ]

  return (
    <>
      <section className={styles.hero}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>
          {/* i18next-instrument-ignore: a status code, the same in every language */}
          <span className="visually-hidden">404 · </span>
          {t('title')}
        </h1>
        <p className={styles.lead}>{t('lead')}</p>
        <div className={styles.actions}>
          <Button to="/" variant="gradient" size="large">
            {t('goHome')}
          </Button>
          <Button to={SERVICES_PATH} variant="secondary" size="large">
            {t('exploreServices')}
          </Button>
        </div>
        <div className={styles.search}>
          <SearchForm
            text={{
              label: t('common:search.label'),
              placeholder: t('common:search.placeholder'),
              submit: t('common:search.submit'),
            }}
          />
        </div>
      </section>

      <div className={styles.grid}>
        <Panel id="not-found-tips" title={t('tips.title')} pattern="prose">
          <ul className={styles.tips}>
            {TIPS.map((id) => (
              <li key={id}>{t(`tips.${id}`)}</li>
            ))}
          </ul>
        </Panel>
        <Panel id="not-found-popular" title={t('popular.title')} pattern="list">
          <ul className={styles.popular}>
            {popularPages.map(({ path, name, description }) => (
              <li key={path}>
                <Link to={path} className={styles.popularLink}>
                  <span>
                    <strong>{name}</strong>
                    <span>{description}</span>
                  </span>
                  <Icon name="arrow-right" size={18} />
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </>
  )
}
