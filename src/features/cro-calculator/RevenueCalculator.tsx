import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { croCalculatorRanges as ranges } from '../../content/services'
import { useTrack } from '../analytics/tracking'
import { formatInteger, formatPercent } from '../i18n/format'
import { useLocale } from '../i18n/useLocale'
import { projectCustomers } from './projectCustomers'
import { RangeField } from './RangeField'
import styles from './RevenueCalculator.module.css'

/**
 * The CRO revenue calculator: three sliders, four results recomputed on every change. Screen
 * readers hear one short summary after each change rather than the whole results list.
 */
export function RevenueCalculator() {
  const track = useTrack()
  const { t } = useTranslation('cro')
  const locale = useLocale()
  const [visitors, setVisitors] = useState<number>(ranges.visitors.default)
  const [currentRate, setCurrentRate] = useState<number>(ranges.currentRate.default)
  const [optimizedRate, setOptimizedRate] = useState<number>(ranges.optimizedRate.default)
  // The calculator counts as used at its first change on a page view, whichever input it was.
  const used = useRef(false)
  const changes = (input: string, set: (value: number) => void) => (value: number) => {
    set(value)
    if (used.current) return
    used.current = true
    track({ name: 'calculator-used', input })
  }

  const projection = projectCustomers({
    visitors,
    currentRatePercent: currentRate,
    optimizedRatePercent: optimizedRate,
  })
  const rate = (percent: number) => formatPercent(locale, percent / 100, { fractionDigits: 1 })
  const increase =
    projection.revenueIncreasePercent === null
      ? t('calculator.notMeasurable')
      : formatPercent(locale, projection.revenueIncreasePercent / 100, { signed: true })
  const extra = formatInteger(locale, projection.extraCustomers)

  return (
    <div className={styles.calculator}>
      <div className={styles.inputs}>
        <RangeField
          id="cro-visitors"
          label={t('calculator.visitors')}
          value={visitors}
          range={ranges.visitors}
          valueText={formatInteger(locale, visitors)}
          onChange={changes('visitors', setVisitors)}
        />
        <RangeField
          id="cro-current-rate"
          label={t('calculator.currentRate')}
          value={currentRate}
          range={ranges.currentRate}
          valueText={rate(currentRate)}
          onChange={changes('currentRate', setCurrentRate)}
        />
        <RangeField
          id="cro-optimized-rate"
          label={t('calculator.optimizedRate')}
          value={optimizedRate}
          range={ranges.optimizedRate}
          valueText={rate(optimizedRate)}
          onChange={changes('optimizedRate', setOptimizedRate)}
        />
      </div>
      <div className={styles.results}>
        <dl className={styles.resultList}>
          <div>
            <dt>{t('calculator.currentCustomers')}</dt>
            <dd>{formatInteger(locale, projection.currentCustomers)}</dd>
          </div>
          <div>
            <dt>{t('calculator.optimizedCustomers')}</dt>
            <dd>{formatInteger(locale, projection.optimizedCustomers)}</dd>
          </div>
          <div>
            <dt>{t('calculator.extraCustomers')}</dt>
            <dd>{extra}</dd>
          </div>
          <div className={styles.highlight}>
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
