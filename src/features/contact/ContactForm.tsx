import { useTranslation } from 'react-i18next'

import { Button } from '../../components/Button/Button'
import { Icon } from '../../components/Icon/Icon'
import { site } from '../../config/site'
import {
  type BudgetOptionId,
  budgetOptionIds,
  budgetRanges,
  type ServiceOptionId,
  serviceOptionIds,
  type TimelineOptionId,
  timelineOptionIds,
} from '../../content/contactOptions'
import { formatMoney } from '../i18n/format'
import { useLocale } from '../i18n/useLocale'
import styles from './ContactForm.module.css'
import { isRequiredField } from './enquiry'
import { FormField } from './FormField'
import { PrivacyNotice } from './PrivacyNotice'
import { useEnquiryForm } from './useEnquiryForm'

/**
 * The enquiry form. Native validation only: required fields and the email
 * type are checked by the browser before anything is sent. The status line is a live region,
 * so screen readers hear "Sending...", the success and the failure.
 */
export function ContactForm() {
  const { t } = useTranslation('contact')
  const locale = useLocale()
  const { draft, status, update, submit } = useEnquiryForm()
  const money = (value: number) => formatMoney(locale, value, 'USD')

  function budgetLabel(option: BudgetOptionId): string {
    if (option === 'unsure') return t('form.budget.options.unsure')
    const { min, max } = budgetRanges[option]
    if (min === undefined) return t('form.budget.options.under', { max: money(max ?? 0) })
    if (max === undefined) return t('form.budget.options.over', { min: money(min) })
    return t('form.budget.options.between', { min: money(min), max: money(max) })
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <noscript>
        <p className={styles.noScript}>{t('form.noScript', { email: site.email })}</p>
      </noscript>
      <p className={styles.legend}>{t('form.requiredNote')}</p>
      <div className={styles.grid}>
        <FormField label={t('form.name.label')} required={isRequiredField('name')}>
          {({ id: controlId, required }) => (
            <input
              id={controlId}
              name="name"
              type="text"
              autoComplete="name"
              required={required}
              value={draft.name}
              onChange={(event) => update('name', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('form.email.label')} required={isRequiredField('email')}>
          {({ id: controlId, required }) => (
            <input
              id={controlId}
              name="email"
              type="email"
              autoComplete="email"
              required={required}
              value={draft.email}
              onChange={(event) => update('email', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('form.company.label')} required={isRequiredField('company')}>
          {({ id: controlId, required }) => (
            <input
              id={controlId}
              name="company"
              required={required}
              type="text"
              autoComplete="organization"
              value={draft.company}
              onChange={(event) => update('company', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('form.service.label')} required={isRequiredField('service')}>
          {({ id: controlId, required }) => (
            <select
              id={controlId}
              name="service"
              required={required}
              value={draft.service}
              onChange={(event) => update('service', event.target.value as ServiceOptionId)}
            >
              <option value="">{t('form.service.placeholder')}</option>
              {serviceOptionIds.map((option) => (
                <option key={option} value={option}>
                  {t(`form.service.options.${option}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('form.timeline.label')} required={isRequiredField('timeline')}>
          {({ id: controlId, required }) => (
            <select
              id={controlId}
              name="timeline"
              required={required}
              value={draft.timeline}
              onChange={(event) => update('timeline', event.target.value as TimelineOptionId)}
            >
              <option value="">{t('form.timeline.placeholder')}</option>
              {timelineOptionIds.map((option) => (
                <option key={option} value={option}>
                  {t(`form.timeline.options.${option}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('form.budget.label')} required={isRequiredField('budget')}>
          {({ id: controlId, required }) => (
            <select
              id={controlId}
              name="budget"
              required={required}
              value={draft.budget}
              onChange={(event) => update('budget', event.target.value as BudgetOptionId)}
            >
              <option value="">{t('form.budget.placeholder')}</option>
              {budgetOptionIds.map((option) => (
                <option key={option} value={option}>
                  {budgetLabel(option)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('form.message.label')} required={isRequiredField('message')} wide>
          {({ id: controlId, required }) => (
            <textarea
              id={controlId}
              name="message"
              rows={6}
              required={required}
              placeholder={t('form.message.placeholder')}
              value={draft.message}
              onChange={(event) => update('message', event.target.value)}
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
        disabled={status === 'sending'}
      >
        {status === 'sending' ? t('form.sending') : t('form.submit')}
        {status !== 'sending' && <Icon name="send" size={18} />}
      </Button>

      <PrivacyNotice />

      <div className={styles.status} role="status">
        {status === 'success' && (
          <p className={styles.success}>
            <Icon name="circle-check" size={20} />
            {t('form.success')}
          </p>
        )}
        {status === 'error' && (
          <p className={styles.error}>
            <Icon name="circle-x" size={20} />
            <span>
              {t('form.error')} <a href={`mailto:${site.email}`}>{site.email}</a>
            </span>
          </p>
        )}
      </div>
    </form>
  )
}
