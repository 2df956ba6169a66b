import { type ReactNode, useId } from 'react'

import styles from './ContactForm.module.css'
import { type EnquiryFieldId, isRequiredField } from './enquiry'

interface FormFieldProps {
  /** The field it labels: `enquiryFields` says whether it is required. */
  name: EnquiryFieldId
  label: string
  wide?: boolean
  children: (control: { id: string; required: boolean }) => ReactNode
}

/** A visible label tied to its control. The "*" is decorative: `required` is what is announced. */
export function FormField({ name, label, wide = false, children }: FormFieldProps) {
  const controlId = useId()
  const required = isRequiredField(name)
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={controlId}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children({ id: controlId, required })}
    </div>
  )
}
