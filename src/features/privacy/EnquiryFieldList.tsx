import { useTranslation } from 'react-i18next'

import { enquiryFields } from '../contact/enquiry'

/**
 * What the contact form asks for, as the form itself labels it (`contact:form.<field>.label`),
 * required or not: the notice lists the form's own fields, so it cannot name one the form
 * lacks or miss one it gains.
 */
export function EnquiryFieldList() {
  const { t } = useTranslation('privacy')
  return (
    <ul data-enquiry-fields>
      {enquiryFields.map(({ id, required }) => (
        <li key={id}>
          {t(`contact:form.${id}.label`)} ({required ? t('data.required') : t('data.optional')})
        </li>
      ))}
    </ul>
  )
}
