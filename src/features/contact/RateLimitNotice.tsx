import { Icon } from '../../components/Icon/Icon'
import { site } from '../../config/site'
import type { BudgetOptionId } from '../../content/contactOptions'
import { useIslandText } from '../islands/islandText'
import styles from './ContactForm.module.css'
import { type EnquiryDraft, enquiryFields } from './enquiry'
import { enquiryMailto } from './enquiryMailto'

interface RateLimitNoticeProps {
  draft: EnquiryDraft
  /** A budget choice as the form shows it. */
  budgetLabel: (option: BudgetOptionId) => string
}

/**
 * What the form says when the service refuses more enquiries from the visitor's address for an
 * hour (429): that it did, and a link that opens their mail program with the message written out,
 * every filled field under its label as the form shows it, so nothing typed is lost.
 */
export function RateLimitNotice({ draft, budgetLabel }: RateLimitNoticeProps) {
  const { t } = useIslandText('contact')
  const shown = {
    ...draft,
    service: draft.service && t(`form.service.options.${draft.service}`),
    timeline: draft.timeline && t(`form.timeline.options.${draft.timeline}`),
    budget: draft.budget && budgetLabel(draft.budget),
  }
  const lines = enquiryFields
    .filter(({ id }) => id !== 'message' && shown[id].trim() !== '')
    .map(({ id }) => `${t(`form.${id}.label`)}: ${shown[id].trim()}`)
  const subject = t('form.emailSubject', { name: draft.name.trim() })
  return (
    <p className={styles.error}>
      <Icon name="circle-x" size={20} />
      <span>
        {t('form.rateLimited')}{' '}
        <a href={enquiryMailto(site.email, subject, [...lines, '', draft.message])}>
          {t('form.emailDraft', { email: site.email })}
        </a>
      </span>
    </p>
  )
}
