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
import styles from './Roadmap.module.css'

/** Four phases of real checkboxes, prerendered unticked; restoreChecklistScript.ts restores, keeps and counts ticks. */
export function Roadmap() {
  const { t } = useTranslation('blueprint')

  return (
    <div className={styles.roadmap}>
      <div className={styles.overall}>
        <p id="roadmap-overall" className={styles.overallLabel}>
          {t('roadmap.overall')}
        </p>
        <progress
          className={styles.bar}
          max={checklistItemIds.length}
          value={0}
          aria-labelledby="roadmap-overall"
          data-checklist-done="all"
        />
        <p className={styles.overallCount} role="status">
          <ProgressCount total={checklistItemIds.length} scope="all" />
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
              <Reveal className={styles.card}>
                <div role="group" aria-labelledby={titleId}>
                  <p className={styles.meta}>
                    <span className={styles.weeks}>{phaseWeeksLabel(t, phase)}</span>
                    {active && <span className={styles.current}>{t('roadmap.current')}</span>}
                  </p>
                  <h3 id={titleId} className={styles.title}>
                    {t(`roadmap.phase.${phase}`)}
                  </h3>
                  <p className={styles.phaseCount}>
                    <ProgressCount total={ids.length} scope={phase} />
                  </p>
                  <ul className={styles.items}>
                    {ids.map((id: ChecklistItemId) => (
                      <li key={id}>
                        <label className={styles.item}>
                          <input
                            type="checkbox"
                            className={styles.box}
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
