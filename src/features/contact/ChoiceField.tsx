import type { EnquiryFieldId } from './enquiry'
import { FormField } from './FormField'

interface ChoiceFieldProps {
  name: EnquiryFieldId
  label: string
  /** The first, empty option: what to do when none is chosen yet. */
  placeholder: string
  options: readonly { value: string; label: string }[]
  /** The option the page's address chose (`/contact/seo`), if any. */
  chosen?: string
}

export function ChoiceField({ name, label, placeholder, options, chosen = '' }: ChoiceFieldProps) {
  return (
    <FormField name={name} label={label}>
      {({ id, required }) => (
        <select id={id} name={name} required={required} defaultValue={chosen}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}
