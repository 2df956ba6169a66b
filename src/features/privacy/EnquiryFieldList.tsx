import { useTranslation } from 'react-i18next'

import { enquiryFields } from '../contact/enquiry'

/** The form's own fields as it labels them, so the notice cannot name one the form lacks. */
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
