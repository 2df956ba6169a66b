import { FormField } from './FormField'

interface TextFieldProps {
  name: string
  label: string
  required: boolean
  type: 'text' | 'email'
  /** What the browser may fill it with (`name`, `email`, `organization`). */
  autoComplete: string
  value: string
  onChange: (value: string) => void
  /** While the form is sending: what was sent stays what is shown. */
  readOnly: boolean
}

export function TextField({
  name,
  label,
  required: isRequired,
  type,
  autoComplete,
  value,
  onChange,
  readOnly,
}: TextFieldProps) {
  return (
    <FormField label={label} required={isRequired}>
      {({ id, required }) => (
        <input
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required={required}
          value={value}
          readOnly={readOnly}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  )
}
