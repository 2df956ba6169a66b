import { useTranslation } from 'react-i18next'

/** Stands for the number while the sentence around it is translated. */
const COUNT_MARK = '\u0000count\u0000'

/** "0 of 20 done", the number in its own element for the checklist's script, the sentence as each language words it. */
export function ProgressCount({ total, scope }: { total: number; scope: string }) {
  const { t } = useTranslation('blueprint')
  const [before = '', after = ''] = t('roadmap.progress', { done: COUNT_MARK, total }).split(
    COUNT_MARK,
  )
  return (
    <>
      {before}
      <span data-checklist-done={scope}>0</span>
      {after}
    </>
  )
}
