import type { EnquiryFieldId } from './enquiry'
import { FormField } from './FormField'

interface TextFieldProps {
  name: EnquiryFieldId
  label: string
  type: 'text' | 'email'
  /** What the browser may fill it with (`name`, `email`, `organization`). */
  autoComplete: string
  /** While the form is sending: what was sent stays what is shown. */
  readOnly: boolean
}

export function TextField({ name, label, type, autoComplete, readOnly }: TextFieldProps) {
  return (
    <FormField name={name} label={label}>
      {({ id, required }) => (
        <input
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required={required}
          defaultValue=""
          readOnly={readOnly}
        />
      )}
    </FormField>
  )
}
