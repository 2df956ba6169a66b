import styles from './RevenueCalculator.module.css'

interface RangeFieldProps {
  id: string
  label: string
  value: number
  range: { min: number; max: number; step: number }
  valueText: string
  onChange: (value: number) => void
}

/** A labelled slider with its current value; arrows, Page Up/Down, Home and End work natively. */
export function RangeField({ id, label, value, range, valueText, onChange }: RangeFieldProps) {
  return (
    <div className={styles.field}>
      <div className={styles.fieldHeader}>
        <label htmlFor={id}>{label}</label>
        {/* Shown for the eye; screen readers hear the slider's own value text instead. */}
        <span aria-hidden="true" className={styles.fieldValue}>
          {valueText}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={valueText}
        onChange={(event) => onChange(Number(event.target.value))}
        className={styles.slider}
      />
    </div>
  )
}
