import { FormField } from './FormField'

interface ChoiceFieldProps<Value extends string> {
  name: string
  label: string
  required: boolean
  /** The first, empty option: what to do when none is chosen yet. */
  placeholder: string
  options: readonly { value: Value; label: string }[]
  value: Value | ''
  onChange: (value: Value) => void
}

export function ChoiceField<Value extends string>({
  name,
  label,
  required: isRequired,
  placeholder,
  options,
  value,
  onChange,
}: ChoiceFieldProps<Value>) {
  return (
    <FormField label={label} required={isRequired}>
      {({ id, required }) => (
        <select
          id={id}
          name={name}
          required={required}
          value={value}
          onChange={(event) => onChange(event.target.value as Value)}
        >
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
