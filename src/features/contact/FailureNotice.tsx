import type { Ref } from 'react'

import { Icon } from '../../components/Icon/Icon'
import { site, whatsappHref } from '../../config/site'
import type { BudgetOptionId } from '../../content/contactOptions'
import { useIslandText } from '../islands/islandText'
import styles from './ContactForm.module.css'
import { type EnquiryDraft, enquiryFields } from './enquiry'
import { enquiryMailto } from './enquiryMailto'
import { type FailureReason, SUBMIT_TIMEOUT_MS } from './submitEnquiry'

interface FailureNoticeProps {
  reason: FailureReason
  draft: EnquiryDraft
  budgetLabel: (option: BudgetOptionId) => string
  /** The notice takes the focus, which scrolls it into view. */
  ref?: Ref<HTMLParagraphElement>
}

/** What failed, and mail (and WhatsApp) links with every filled field written out, so nothing typed is lost. */
export function FailureNotice({ reason, draft, budgetLabel, ref }: FailureNoticeProps) {
  const { t } = useIslandText('contact')
  const shown = {
    ...draft,
    service: draft.service && t(`form.service.options.${draft.service}`),
    plan: draft.plan && t(`form.plan.options.${draft.plan}`),
    timeline: draft.timeline && t(`form.timeline.options.${draft.timeline}`),
    budget: draft.budget && budgetLabel(draft.budget),
  }
  const lines = enquiryFields
    .filter(({ id }) => id !== 'message' && shown[id].trim() !== '')
    .map(({ id }) => `${t(`form.${id}.label`)}: ${shown[id].trim()}`)
  const written = [...lines, '', draft.message]
  const subject = t('form.emailSubject', { name: draft.name.trim() })
  return (
    <p ref={ref} tabIndex={-1} className={styles.error}>
      <Icon name={reason === 'offline' ? 'wifi-off' : 'circle-x'} size={20} />
      <span>
        {t(`form.failed.${reason}`, { seconds: SUBMIT_TIMEOUT_MS / 1000 })}{' '}
        <a href={enquiryMailto(site.email, subject, written)}>
          {reason === 'error' ? site.email : t('form.emailDraft', { email: site.email })}
        </a>
        {site.whatsapp && (
          <>
            {' '}
            <a
              href={`${whatsappHref(site.whatsapp)}?text=${encodeURIComponent(written.join('\n'))}`}
            >
              {t('form.whatsappDraft')}
            </a>
          </>
        )}
      </span>
    </p>
  )
}
