import { useTranslation } from 'react-i18next'

import { LegalDocument } from '../../components/LegalDocument/LegalDocument'
import { site } from '../../config/site'
import { accessibilityCheckIds, accessibilityCheckSuites } from '../../content/accessibility'
import { AS_OBJECT } from '../../features/i18n/asObject'
import { heroText } from '../shared/heroText'

export default function AccessibilityView() {
  const { t } = useTranslation('accessibility')

  const sections = [
    {
      id: 'standard',
      title: t('standard.title'),
      blocks: [t('standard.target', { name: site.name }), t('standard.status')],
    },
    {
      id: 'testing',
      title: t('testing.title'),
      blocks: [
        t('testing.intro'),
        <ul>
          {accessibilityCheckIds.map((id) => (
            <li key={id}>
              {t(`testing.items.${id}`)}{' '}
              {accessibilityCheckSuites[id].map((suite, index) => (
                <span key={suite}>
                  {index > 0 && ', '}
                  <code>{suite}</code>
                </span>
              ))}
            </li>
          ))}
        </ul>,
        t('testing.scope'),
      ],
    },
    {
      id: 'limitations',
      title: t('limitations.title'),
      blocks: [t('limitations.none')],
    },
    {
      id: 'feedback',
      title: t('feedback.title'),
      blocks: [
        <p>
          {t('feedback.write')} <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>,
        t('feedback.include'),
        t('feedback.answer'),
      ],
    },
  ]

  return (
    <LegalDocument
      hero={heroText(t('hero', AS_OBJECT))}
      updatedLabel={t('updated')}
      updated={site.legal.accessibilityStatementUpdated}
      contentsTitle={t('contents')}
      sections={sections}
    />
  )
}
