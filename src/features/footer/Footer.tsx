import { CodeXml, ExternalLink, Mail } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { site } from '../../config/site'
import { CONTACT_PATH, coreServiceIds, pagePath, servicePath } from '../nav/navLinks'
import { Logo } from '../nav/Logo'
import styles from './Footer.module.css'
import { useCurrentYear } from './useCurrentYear'

const companyPageIds = ['about', 'clients', 'blog'] as const

export function Footer() {
  const { t } = useTranslation()
  const year = useCurrentYear()

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link
            to="/"
            className={styles.logoLink}
            aria-label={t('nav.homeLink', { name: site.name })}
          >
            <Logo inverted />
          </Link>
          <p className={styles.tagline}>{t('footer.tagline')}</p>
          <a
            className={styles.iconLink}
            href={site.social.github}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('footer.sourceCode')}
          >
            <CodeXml aria-hidden="true" size={20} />
          </a>
        </div>

        <nav className={styles.columns} aria-label={t('footer.label')}>
          <section>
            <h2 className={styles.heading}>{t('footer.services')}</h2>
            <ul className={styles.list}>
              {coreServiceIds.map((id) => (
                <li key={id}>
                  <Link to={servicePath(id)}>{t(`nav.service.${id}.name`)}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h2 className={styles.heading}>{t('footer.company')}</h2>
            <ul className={styles.list}>
              {companyPageIds.map((id) => (
                <li key={id}>
                  <Link to={pagePath(id)}>{t(`nav.${id}`)}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h2 className={styles.heading}>{t('footer.connect')}</h2>
            <ul className={styles.list}>
              <li>
                <Link to={CONTACT_PATH}>{t('nav.getQuote')}</Link>
              </li>
              <li>
                <a href={`mailto:${site.email}`} className={styles.withIcon}>
                  <Mail aria-hidden="true" size={16} />
                  {t('footer.emailUs')}
                </a>
              </li>
            </ul>
          </section>
          <section>
            <h2 className={styles.heading}>{t('footer.projects')}</h2>
            <ul className={styles.list}>
              {site.projects.map(({ name, url }) => (
                <li key={name}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.withIcon}
                  >
                    {name}
                    <ExternalLink aria-hidden="true" size={14} />
                    <span className="visually-hidden">{t('opensInNewTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p>{t('footer.copyright', { year, name: site.name })}</p>
        <p>{t('footer.madeIn')}</p>
      </div>
    </footer>
  )
}
