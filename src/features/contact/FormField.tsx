import { type ReactNode, useId } from 'react'

import styles from './ContactForm.module.css'

interface FormFieldProps {
  label: string
  /** Marks the label with "*" and tells the control to carry `required`. */
  required?: boolean
  wide?: boolean
  children: (control: { id: string; required: boolean }) => ReactNode
}

/** A visible label tied to its control. The "*" is decorative: `required` is what is announced. */
export function FormField({ label, required = false, wide = false, children }: FormFieldProps) {
  const controlId = useId()
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
