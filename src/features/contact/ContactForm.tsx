import { useEffect, useRef } from 'react'

import { Button } from '../../components/Button/Button'
import { Icon } from '../../components/Icon/Icon'
import { formService } from '../../config/form'
import { site } from '../../config/site'
import {
  type BudgetOptionId,
  budgetOptionIds,
  budgetRanges,
  type PlanOptionId,
  planOptionIds,
  type ServiceOptionId,
  serviceOptionIds,
  timelineOptionIds,
} from '../../content/contactOptions'
import { THANKS_PATH } from '../../routing/paths'
import { formatMoney } from '../i18n/format'
import { useFormatting } from '../i18n/formatting'
import { localizePath } from '../i18n/localePath'
import { useLocale } from '../i18n/useLocale'
import { useIslandText } from '../islands/islandText'
import { ChoiceField } from './ChoiceField'
import styles from './ContactForm.module.css'
import { HTML_FORM_SUBJECT } from './enquiry'
import { FailureNotice } from './FailureNotice'
import { FormField } from './FormField'
import { PrivacyNotice } from './PrivacyNotice'
import { TextField } from './TextField'
import { useEnquiryForm } from './useEnquiryForm'

/** The enquiry form island: native validation, a live status line; without script the browser posts it to the service. */
export default function ContactForm(choice: { service?: ServiceOptionId; plan?: PlanOptionId }) {
  const { t } = useIslandText('contact')
  const locale = useLocale()
  const formatting = useFormatting()
  const { form, draft, status, change, submit } = useEnquiryForm()
  const money = (value: number) => formatMoney(formatting, value, 'USD')
  const sending = status === 'sending'
  // The outcome takes the focus, which scrolls it into view: below the button it was easy to miss.
  const outcome = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (status !== 'idle' && status !== 'sending') outcome.current?.focus()
  }, [status])

  function budgetLabel(option: BudgetOptionId): string {
    if (option === 'unsure') return t('form.budget.options.unsure')
    const { min, max } = budgetRanges[option]
    if (min === undefined) return t('form.budget.options.under', { max: money(max ?? 0) })
    if (max === undefined) return t('form.budget.options.over', { min: money(min) })
    return t('form.budget.options.between', { min: money(min), max: money(max) })
  }

  return (
    <form
      ref={form}
      className={styles.form}
      method="post"
      action={formService.endpoint}
      onChange={change}
      onSubmit={(event) => void submit(event)}
    >
      <input type="hidden" name="access_key" value={formService.accessKey} />
      <input type="hidden" name="subject" value={HTML_FORM_SUBJECT} />
      <input
        type="hidden"
        name="redirect"
        value={site.origin + localizePath(locale, THANKS_PATH)}
      />
      <p className={styles.legend}>{t('form.requiredNote')}</p>
      <div className={styles.grid}>
        <TextField
          name="name"
          label={t('form.name.label')}
          type="text"
          autoComplete="name"
          readOnly={sending}
        />
        <TextField
          name="email"
          label={t('form.email.label')}
          type="email"
          autoComplete="email"
          readOnly={sending}
        />
        <TextField
          name="company"
          label={t('form.company.label')}
          type="text"
          autoComplete="organization"
          readOnly={sending}
        />
        <ChoiceField
          name="service"
          label={t('form.service.label')}
          chosen={choice.service}
          placeholder={t('form.service.placeholder')}
          options={serviceOptionIds.map((option) => ({
            value: option,
            label: t(`form.service.options.${option}`),
          }))}
        />
        <ChoiceField
          name="plan"
          label={t('form.plan.label')}
          chosen={choice.plan}
          placeholder={t('form.plan.placeholder')}
          options={planOptionIds.map((option) => ({
            value: option,
            label: t(`form.plan.options.${option}`),
          }))}
        />
        <ChoiceField
          name="timeline"
          label={t('form.timeline.label')}
          placeholder={t('form.timeline.placeholder')}
          options={timelineOptionIds.map((option) => ({
            value: option,
            label: t(`form.timeline.options.${option}`),
          }))}
        />
        <ChoiceField
          name="budget"
          label={t('form.budget.label')}
          placeholder={t('form.budget.placeholder')}
          options={budgetOptionIds.map((option) => ({ value: option, label: budgetLabel(option) }))}
        />
        <FormField name="message" label={t('form.message.label')} wide>
          {({ id, required }) => (
            <textarea
              id={id}
              name="message"
              rows={6}
              required={required}
              placeholder={t('form.message.placeholder')}
              readOnly={sending}
            />
          )}
        </FormField>
      </div>

      {/* Honeypot: hidden from people and assistive technology; a bot that ticks it is dropped. */}
      <input
        type="checkbox"
        name="botcheck"
        className={styles.honeypot}
        tabIndex={-1}
        aria-hidden="true"
      />

      <Button
        type="submit"
        variant="gradient"
        size="large"
        className={styles.submit}
        disabled={sending}
      >
        {sending ? t('form.sending') : t('form.submit')}
        {!sending && <Icon name="send" size={18} />}
      </Button>

      <PrivacyNotice />

      <div className={styles.status} role="status">
        {status === 'success' && (
          <p ref={outcome} tabIndex={-1} className={styles.success}>
            <Icon name="circle-check" size={20} />
            {t('form.success')}
          </p>
        )}
        {status !== 'idle' && status !== 'sending' && status !== 'success' && (
          <FailureNotice ref={outcome} reason={status} draft={draft} budgetLabel={budgetLabel} />
        )}
      </div>
    </form>
  )
}
