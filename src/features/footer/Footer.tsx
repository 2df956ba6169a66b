import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { Icon } from '../../components/Icon/Icon'
import { OutboundLink } from '../../components/OutboundLink/OutboundLink'
import { site, socialProfiles, telephoneHref, whatsappHref } from '../../config/site'
import {
  ACCESSIBILITY_PATH,
  CONTACT_PATH,
  pagePath,
  PRIVACY_PATH,
  serviceIds,
  servicePath,
} from '../../routing/paths'
import { useFormatting } from '../i18n/formatting'
import { Link } from '../i18n/links'
import { Logo } from '../nav/Logo'
import { registeredOffice } from '../privacy/registeredOffice'
import styles from './Footer.module.css'

const companyPageIds = ['about', 'clients', 'blog'] as const

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>{children}</ul>
    </section>
  )
}

export function Footer() {
  const { t } = useTranslation()
  const formatting = useFormatting()
  return (
    <footer id="site-footer" className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link
            to="/"
            className={styles.logoLink}
            aria-label={t('nav.homeLink', { name: site.name })}
          >
            <Logo />
          </Link>
          <p className={styles.tagline}>{t('footer.tagline')}</p>
          <address className={styles.address}>{registeredOffice(formatting)}</address>
          {/* Worded: the "</>" mark alone said nothing to most visitors. */}
          <OutboundLink href={site.social.github} className={styles.sourceLink}>
            <Icon name="code-xml" size={18} />
            {t('footer.sourceCode')}
          </OutboundLink>
        </div>

        <nav className={styles.columns} aria-label={t('footer.label')}>
          <FooterColumn title={t('footer.services')}>
            {serviceIds.map((id) => (
              <li key={id}>
                <Link to={servicePath(id)}>{t(`nav.service.${id}.name`)}</Link>
              </li>
            ))}
          </FooterColumn>
          <FooterColumn title={t('footer.company')}>
            {companyPageIds.map((id) => (
              <li key={id}>
                <Link to={pagePath(id)}>{t(`nav.${id}`)}</Link>
              </li>
            ))}
          </FooterColumn>
          <FooterColumn title={t('footer.connect')}>
            <li>
              <Link to={CONTACT_PATH}>{t('nav.getQuote')}</Link>
            </li>
            <li>
              <a href={`mailto:${site.email}`}>
                <Icon name="mail" size={16} />
                {t('footer.emailUs')}
              </a>
            </li>
            {site.telephone && (
              <li>
                <a href={telephoneHref(site.telephone)}>
                  <Icon name="phone" size={16} />
                  {site.telephone}
                </a>
              </li>
            )}
            {site.whatsapp && (
              <li>
                <OutboundLink href={whatsappHref(site.whatsapp)}>
                  <Icon name="message-circle" size={16} />
                  {t('footer.whatsapp')}
                </OutboundLink>
              </li>
            )}
            {site.bookingUrl && (
              <li>
                <OutboundLink href={site.bookingUrl}>
                  <Icon name="calendar" size={16} />
                  {t('footer.booking')}
                </OutboundLink>
              </li>
            )}
            {socialProfiles
              .filter(({ id }) => id !== 'github')
              .map(({ id, name, url }) => (
                <li key={id}>
                  <OutboundLink href={url}>{name}</OutboundLink>
                </li>
              ))}
          </FooterColumn>
          <FooterColumn title={t('footer.projects')}>
            {site.projects.map(({ id, name, url }) => (
              <li key={name}>
                <OutboundLink href={url} project={id}>
                  {name}
                </OutboundLink>
              </li>
            ))}
          </FooterColumn>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p>{t('footer.copyright', { year: __BUILD_YEAR__, name: site.name })}</p>
        <ul className={styles.legal} aria-label={t('footer.legal')}>
          <li>
            <Link to={PRIVACY_PATH}>{t('footer.privacy')}</Link>
          </li>
          <li>
            <Link to={ACCESSIBILITY_PATH}>{t('footer.accessibility')}</Link>
          </li>
        </ul>
        <p>{t('footer.madeIn')}</p>
      </div>
    </footer>
  )
}
