import { useTranslation } from 'react-i18next'

import { Facts } from '../../components/LegalDocument/Facts'
import { LegalDocument } from '../../components/LegalDocument/LegalDocument'
import { analytics } from '../../config/analytics'
import { analyticsDisclosure } from '../../config/analyticsProviders'
import { site } from '../../config/site'
import { AS_OBJECT } from '../../features/i18n/asObject'
import { useFormatting } from '../../features/i18n/formatting'
import { Island } from '../../features/islands/Island'
import { EnquiryFieldList } from '../../features/privacy/EnquiryFieldList'
import { ProcessorList } from '../../features/privacy/ProcessorList'
import { registeredOffice } from '../../features/privacy/registeredOffice'
import { StoredDataList } from '../../features/privacy/StoredDataList'
import { heroText } from '../shared/heroText'

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

const bullets = (items: readonly string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
)

/** /privacy (docs/legal.md): every fact on it comes from the code, never from copy. */
export default function PrivacyView() {
  const { t } = useTranslation('privacy')
  const formatting = useFormatting()
  const { legal } = site
  const email = <a href={`mailto:${legal.privacyEmail}`}>{legal.privacyEmail}</a>
  // What this build measures, if anything: the notice describes the site as it was built.
  const measured = analyticsDisclosure(analytics)
  const provider = measured?.product ?? t('analytics.ownServer')
  const statistics = measured && {
    id: 'analytics',
    title: t('analytics.title'),
    blocks: [
      t('analytics.intro', { provider }),
      bullets(ANALYTICS_REPORTS.map((id) => t(`analytics.events.${id}`))),
      t('analytics.never'),
      <p>
        {measured.processor
          ? t('analytics.receivesService', { provider })
          : t('analytics.receivesOwnServer', {
              host: measured.host ?? new URL(site.origin).host,
            })}
      </p>,
      t('analytics.signals'),
      <Island name="analytics-opt-out" props={{}} />,
    ],
  }

  const sections = [
    {
      id: 'controller',
      title: t('controller.title'),
      blocks: [
        t('controller.text', { legalName: site.legalName, name: site.name }),
        <Facts
          facts={[
            { label: t('controller.company'), value: site.legalName },
            { label: t('controller.office'), value: registeredOffice(formatting) },
            { label: t('controller.officer'), value: legal.privacyOfficer },
            { label: t('controller.email'), value: email },
          ]}
        />,
        t('controller.officerRole', { officer: legal.privacyOfficer }),
      ],
    },
    {
      id: 'data',
      title: t('data.title'),
      blocks: [
        t('data.form'),
        <EnquiryFieldList />,
        t('data.technical'),
        t('data.sensitive'),
        measured ? t('data.analytics') : t('data.noTracking'),
      ],
    },
    {
      id: 'purposes',
      title: t('purposes.title'),
      // A secondary purpose under Mexico's law: its own legal basis and a way to refuse it.
      blocks: [
        measured ? t('purposes.introMeasured') : t('purposes.intro'),
        bullets(PURPOSES.map((id) => t(`purposes.items.${id}`))),
        ...(measured
          ? [t('purposes.statistics'), t('purposes.secondaryMeasured')]
          : [t('purposes.secondary')]),
        t('purposes.limit'),
      ],
    },
    {
      id: 'legal-basis',
      title: t('legalBasis.title'),
      blocks: [
        t('legalBasis.mexico'),
        t('legalBasis.brazil'),
        ...(measured ? [t('legalBasis.statistics')] : []),
      ],
    },
    {
      id: 'processors',
      title: t('processors.title'),
      blocks: [t('processors.intro'), <ProcessorList />, t('processors.transfers')],
    },
    {
      id: 'retention',
      title: t('retention.title'),
      blocks: [
        bullets([
          t('retention.enquiry', { months: legal.enquiryRetentionMonths }),
          t('retention.logs'),
          t('retention.browser'),
        ]),
      ],
    },
    {
      id: 'browser',
      title: t('browser.title'),
      blocks: [
        t('browser.intro'),
        <StoredDataList />,
        t('browser.settings'),
        <Island name="clear-stored-data" props={{}} />,
      ],
    },
    ...(statistics ? [statistics] : []),
    {
      id: 'rights',
      title: t('rights.title'),
      blocks: [
        t('rights.intro'),
        <h3>{t('rights.mexico')}</h3>,
        bullets(ARCO_RIGHTS.map((id) => t(`rights.arco.${id}`))),
        <h3>{t('rights.brazil')}</h3>,
        bullets(LGPD_RIGHTS.map((id) => t(`rights.lgpd.${id}`))),
        <h3>{t('rights.how')}</h3>,
        <p>
          {t('rights.channel')} {email}.
        </p>,
        t('rights.request'),
        <p>
          {t('rights.deadlines', {
            mexicoDays: legal.requestResponseDays.mexico,
            brazilDays: legal.requestResponseDays.brazil,
          })}
        </p>,
        t('rights.complaint'),
      ],
    },
    {
      id: 'changes',
      title: t('changes.title'),
      blocks: [t('changes.text')],
    },
  ]

  return (
    <LegalDocument
      hero={heroText(t('hero', AS_OBJECT))}
      updatedLabel={t('updated')}
      updated={legal.privacyNoticeUpdated}
      contentsTitle={t('contents')}
      sections={sections}
    />
  )
}
