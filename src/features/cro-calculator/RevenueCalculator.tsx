import { useRef, useState } from 'react'

import { croCalculatorRanges as ranges } from '../../content/services'
import { track } from '../analytics/tracking'
import { formatInteger, formatPercent } from '../i18n/format'
import { useFormatting } from '../i18n/formatting'
import { useIslandText } from '../islands/islandText'
import { projectCustomers } from './projectCustomers'
import { RangeField } from './RangeField'
import styles from './RevenueCalculator.module.css'

/** The sliders, in order; each one's label is `calculator.<input>` in `cro`. */
const INPUTS = ['visitors', 'currentRate', 'optimizedRate'] as const
type CalculatorInput = (typeof INPUTS)[number]

const INPUT_IDS: Record<CalculatorInput, string> = {
  visitors: 'cro-visitors',
  currentRate: 'cro-current-rate',
  optimizedRate: 'cro-optimized-rate',
}

const DEFAULTS: Record<CalculatorInput, number> = {
  visitors: ranges.visitors.default,
  currentRate: ranges.currentRate.default,
  optimizedRate: ranges.optimizedRate.default,
}

/** The optimized rate never sits below today's: a "loss" would read as the project's result. */
function atLeastToday(values: Record<CalculatorInput, number>): Record<CalculatorInput, number> {
  return { ...values, optimizedRate: Math.max(values.optimizedRate, values.currentRate) }
}

/** The CRO calculator island; screen readers hear one short summary per change, not the whole list. */
export default function RevenueCalculator() {
  const { t } = useIslandText('cro')
  const formatting = useFormatting()
  const [values, setValues] = useState<Record<CalculatorInput, number>>(DEFAULTS)
  // The calculator counts as used at its first change on a page view, whichever input it was.
  const used = useRef(false)
  const change = (input: CalculatorInput) => (value: number) => {
    setValues((current) => atLeastToday({ ...current, [input]: value }))
    if (used.current) return
    used.current = true
    track({ name: 'calculator-used', input })
  }

  const projection = projectCustomers({
    visitors: values.visitors,
    currentRatePercent: values.currentRate,
    optimizedRatePercent: values.optimizedRate,
  })
  const valueText = (input: CalculatorInput) =>
    input === 'visitors'
      ? formatInteger(formatting, values.visitors)
      : formatPercent(formatting, values[input] / 100, { fractionDigits: 1 })
  const increase =
    projection.revenueIncreasePercent === null
      ? t('calculator.notMeasurable')
      : formatPercent(formatting, projection.revenueIncreasePercent / 100, { signed: true })
  const extra = formatInteger(formatting, projection.extraCustomers)
  // Shown in green only when there is one: "0%" is no gain.
  const gain = (projection.revenueIncreasePercent ?? 0) > 0

  return (
    <div className={styles.calculator}>
      <div className={styles.inputs}>
        {INPUTS.map((input: CalculatorInput) => (
          <RangeField
            key={input}
            id={INPUT_IDS[input]}
            label={t(`calculator.${input}`)}
            value={values[input]}
            range={ranges[input]}
            valueText={valueText(input)}
            onChange={change(input)}
          />
        ))}
      </div>
      <div className={styles.results}>
        <dl className={styles.resultList}>
          <div>
            <dt>{t('calculator.currentCustomers')}</dt>
            <dd>{formatInteger(formatting, projection.currentCustomers)}</dd>
          </div>
          <div>
            <dt>{t('calculator.optimizedCustomers')}</dt>
            <dd>{formatInteger(formatting, projection.optimizedCustomers)}</dd>
          </div>
          <div>
            <dt>{t('calculator.extraCustomers')}</dt>
            <dd>{extra}</dd>
          </div>
          <div className={styles.highlight} data-gain={gain || undefined}>
            <dt>{t('calculator.revenueIncrease')}</dt>
            <dd>{increase}</dd>
          </div>
        </dl>
        <p className={styles.note}>{t('calculator.note')}</p>
        <p role="status" className="visually-hidden">
          {t('calculator.summary', { extra, increase })}
        </p>
      </div>
    </div>
  )
}
