import { useTranslation } from 'react-i18next'

import { Reveal } from '../../components/Reveal/Reveal'
import {
  activePhaseId,
  type ChecklistItemId,
  checklistItemIds,
  phaseItemIds,
  roadmapPhaseIds,
} from '../../content/blueprint'
import { phaseWeeksLabel } from './phaseWeeks'
import { ProgressCount } from './ProgressCount'
import { RESTORE_CHECKLIST_SCRIPT } from './restoreChecklistScript'
import { BLUEPRINT_REVEAL } from './reveal'
import styles from './Roadmap.module.css'
import { useChecklist } from './useChecklist'

/**
 * The implementation roadmap: four phases on a timeline, each a group of real checkboxes whose
 * ticks are kept in the browser, with progress per phase and overall.
 */
export function Roadmap() {
  const { t } = useTranslation('blueprint')
  const { ticked, toggle } = useChecklist()
  const doneIn = (ids: readonly ChecklistItemId[]) => ids.filter((id) => ticked.has(id)).length
  const overallDone = doneIn(checklistItemIds)

  return (
    <div className={styles.roadmap}>
      <div className={styles.overall}>
        <p id="roadmap-overall" className={styles.overallLabel}>
          {t('roadmap.overall')}
        </p>
        {/* The restore script may have set the stored value before hydration. */}
        <progress
          className={styles.bar}
          max={checklistItemIds.length}
          value={overallDone}
          aria-labelledby="roadmap-overall"
          data-checklist-done="all"
          suppressHydrationWarning
        />
        <p className={styles.overallCount} role="status">
          <ProgressCount done={overallDone} total={checklistItemIds.length} scope="all" />
        </p>
      </div>

      <ol className={styles.timeline}>
        {roadmapPhaseIds.map((phase) => {
          const ids = phaseItemIds(phase)
          const active = phase === activePhaseId
          const titleId = `roadmap-${phase}`
          return (
            <li
              key={phase}
              className={active ? styles.active : undefined}
              aria-current={active ? 'step' : undefined}
            >
              <Reveal {...BLUEPRINT_REVEAL} className={styles.card}>
                <div role="group" aria-labelledby={titleId}>
                  <p className={styles.meta}>
                    <span className={styles.weeks}>{phaseWeeksLabel(t, phase)}</span>
                    {active && <span className={styles.current}>{t('roadmap.current')}</span>}
                  </p>
                  <h3 id={titleId} className={styles.title}>
                    {t(`roadmap.phase.${phase}`)}
                  </h3>
                  <p className={styles.phaseCount}>
                    <ProgressCount done={doneIn(ids)} total={ids.length} scope={phase} />
                  </p>
                  <ul className={styles.items}>
                    {ids.map((id: ChecklistItemId) => (
                      <li key={id}>
                        <label className={styles.item}>
                          <input
                            type="checkbox"
                            className={styles.box}
                            checked={ticked.has(id)}
                            onChange={(event) => toggle(id, event.target.checked)}
                            data-checklist-item={id}
                            data-checklist-phase={phase}
                          />
                          <span>{t(`checklist.${id}`)}</span>
                        </label>
                      </li>
                    ))}
                  </ul>
                </div>
              </Reveal>
            </li>
          )
        })}
      </ol>
      <script dangerouslySetInnerHTML={{ __html: RESTORE_CHECKLIST_SCRIPT }} />
    </div>
  )
}
