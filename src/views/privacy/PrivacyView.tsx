import { useTranslation } from 'react-i18next'

import { Facts } from '../../components/LegalDocument/Facts'
import { LegalDocument } from '../../components/LegalDocument/LegalDocument'
import { analytics } from '../../config/analytics'
import { analyticsDisclosure } from '../../config/analyticsProviders'
import { site } from '../../config/site'
import { AnalyticsOptOut } from '../../features/analytics/AnalyticsOptOut'
import { useLocale } from '../../features/i18n/useLocale'
import { ClearStoredData } from '../../features/privacy/ClearStoredData'
import { EnquiryFieldList } from '../../features/privacy/EnquiryFieldList'
import { ProcessorList } from '../../features/privacy/ProcessorList'
import { registeredOffice } from '../../features/privacy/registeredOffice'
import { StoredDataList } from '../../features/privacy/StoredDataList'

const PURPOSES = ['answer', 'proposal', 'record', 'security'] as const
const ANALYTICS_REPORTS = ['views', 'webVitals', 'actions'] as const
const ARCO_RIGHTS = ['access', 'rectification', 'cancellation', 'opposition'] as const
const LGPD_RIGHTS = [
  'confirmation',
  'correction',
  'anonymization',
  'portability',
  'deletion',
  'sharing',
  'consent',
] as const

/**
 * /privacy: the full privacy notice for Mexico's 2025 data-protection law and Brazil's LGPD
 * (docs/legal.md). Every fact on it comes from the code: the company from `site.legal`, the
 * form's fields from the enquiry contract, the processors from `site.processors`, what the
 * browser keeps from the inventory the browser tests check.
 */
export default function PrivacyView() {
  const { t } = useTranslation('privacy')
  const locale = useLocale()
  const { legal } = site
  const email = <a href={`mailto:${legal.privacyEmail}`}>{legal.privacyEmail}</a>
  // What this build measures, if anything: the notice describes the site as it was built.
  const measured = analyticsDisclosure(analytics)
  const provider = measured?.product ?? t('analytics.ownServer')
  const statistics = measured && {
    id: 'analytics',
    title: t('analytics.title'),
    children: (
      <>
        <p>{t('analytics.intro', { provider })}</p>
        <ul>
          {ANALYTICS_REPORTS.map((id) => (
            <li key={id}>{t(`analytics.events.${id}`)}</li>
          ))}
        </ul>
        <p>{t('analytics.never')}</p>
        <p>
          {measured.processor
            ? t('analytics.receivesService', { provider })
            : t('analytics.receivesOwnServer', {
                host: measured.host ?? new URL(site.origin).host,
              })}
        </p>
        <p>{t('analytics.signals')}</p>
        <AnalyticsOptOut />
      </>
    ),
  }

  const sections = [
    {
      id: 'controller',
      title: t('controller.title'),
      children: (
        <>
          <p>{t('controller.text', { legalName: site.legalName, name: site.name })}</p>
          <Facts
            facts={[
              { label: t('controller.company'), value: site.legalName },
              { label: t('controller.office'), value: registeredOffice(locale) },
              { label: t('controller.officer'), value: legal.privacyOfficer },
              { label: t('controller.email'), value: email },
            ]}
          />
          <p>{t('controller.officerRole', { officer: legal.privacyOfficer })}</p>
        </>
      ),
    },
    {
      id: 'data',
      title: t('data.title'),
      children: (
        <>
          <p>{t('data.form')}</p>
          <EnquiryFieldList />
          <p>{t('data.technical')}</p>
          <p>{t('data.sensitive')}</p>
          <p>{measured ? t('data.analytics') : t('data.noTracking')}</p>
        </>
      ),
    },
    {
      id: 'purposes',
      title: t('purposes.title'),
      children: (
        <>
          <p>{t('purposes.intro')}</p>
          <ul>
            {PURPOSES.map((id) => (
              <li key={id}>{t(`purposes.items.${id}`)}</li>
            ))}
          </ul>
          <p>{t('purposes.secondary')}</p>
          <p>{t('purposes.limit')}</p>
        </>
      ),
    },
    {
      id: 'legal-basis',
      title: t('legalBasis.title'),
      children: (
        <>
          <p>{t('legalBasis.mexico')}</p>
          <p>{t('legalBasis.brazil')}</p>
        </>
      ),
    },
    {
      id: 'processors',
      title: t('processors.title'),
      children: (
        <>
          <p>{t('processors.intro')}</p>
          <ProcessorList />
          <p>{t('processors.transfers')}</p>
        </>
      ),
    },
    {
      id: 'retention',
      title: t('retention.title'),
      children: (
        <ul>
          <li>{t('retention.enquiry', { months: legal.enquiryRetentionMonths })}</li>
          <li>{t('retention.logs')}</li>
          <li>{t('retention.browser')}</li>
        </ul>
      ),
    },
    {
      id: 'browser',
      title: t('browser.title'),
      children: (
        <>
          <p>{t('browser.intro')}</p>
          <StoredDataList />
          <p>{t('browser.settings')}</p>
          <ClearStoredData />
        </>
      ),
    },
    ...(statistics ? [statistics] : []),
    {
      id: 'rights',
      title: t('rights.title'),
      children: (
        <>
          <p>{t('rights.intro')}</p>
          <h3>{t('rights.mexico')}</h3>
          <ul>
            {ARCO_RIGHTS.map((id) => (
              <li key={id}>{t(`rights.arco.${id}`)}</li>
            ))}
          </ul>
          <h3>{t('rights.brazil')}</h3>
          <ul>
            {LGPD_RIGHTS.map((id) => (
              <li key={id}>{t(`rights.lgpd.${id}`)}</li>
            ))}
          </ul>
          <h3>{t('rights.how')}</h3>
          <p>
            {t('rights.channel')} {email}.
          </p>
          <p>{t('rights.request')}</p>
          <p>
            {t('rights.deadlines', {
              mexicoDays: legal.requestResponseDays.mexico,
              brazilDays: legal.requestResponseDays.brazil,
            })}
          </p>
          <p>{t('rights.complaint')}</p>
        </>
      ),
    },
    {
      id: 'changes',
      title: t('changes.title'),
      children: <p>{t('changes.text')}</p>,
    },
  ]

  return (
    <LegalDocument
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      subtitle={t('hero.subtitle')}
      updatedLabel={t('updated')}
      updated={legal.privacyNoticeUpdated}
      contentsTitle={t('contents')}
      sections={sections}
    />
  )
}
