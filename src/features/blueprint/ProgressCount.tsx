import { useTranslation } from 'react-i18next'

/** Stands for the number while the sentence around it is translated. */
const COUNT_MARK = '\u0000count\u0000'

/**
 * "7 of 20 done", the number in its own element: the restore script writes it before
 * hydration, and the sentence around it stays as each language words it.
 */
export function ProgressCount({
  done,
  total,
  scope,
}: {
  done: number
  total: number
  /** A phase id, or `all`: which boxes the restore script counts. */
  scope: string
}) {
  const { t } = useTranslation('blueprint')
  const [before = '', after = ''] = t('roadmap.progress', { done: COUNT_MARK, total }).split(
    COUNT_MARK,
  )
  return (
    <>
      {before}
      {/* The restore script may have written the stored count here before hydration. */}
      <span data-checklist-done={scope} suppressHydrationWarning>
        {done}
      </span>
      {after}
    </>
  )
}
