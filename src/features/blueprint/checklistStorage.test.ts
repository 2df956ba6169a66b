import { describe, expect, it } from 'vitest'

import { memoryStorage, throwingStorage } from '../../../tests/unit/storage'
import { checklistItemIds, phaseItemIds, roadmapPhaseIds } from '../../content/blueprint'
import { checklistStore } from './checklistStorage'

describe('the checklist’s ids', () => {
  it('are setup1-5, dev1-5, qa1-5 and launch1-5, in roadmap order', () => {
    expect(roadmapPhaseIds).toEqual(['setup', 'dev', 'qa', 'launch'])
    expect(phaseItemIds('qa')).toEqual(['qa1', 'qa2', 'qa3', 'qa4', 'qa5'])
    expect(roadmapPhaseIds.flatMap(phaseItemIds)).toEqual(checklistItemIds)
    expect(checklistItemIds).toHaveLength(20)
    expect(checklistItemIds[0]).toBe('setup1')
    expect(checklistItemIds.at(-1)).toBe('launch5')
  })
})

describe('checklistStore', () => {
  it('stores the text true or false under the item’s id', () => {
    const storage = memoryStorage()
    const store = checklistStore(() => storage)
    expect(store.write('dev3', true)).toBe(true)
    expect(store.write('qa1', false)).toBe(true)
    expect(storage.getItem('dev3')).toBe('true')
    expect(storage.getItem('qa1')).toBe('false')
  })

  it('reads back only the items stored as exactly true', () => {
    const storage = memoryStorage({
      setup1: 'true',
      setup2: 'false',
      setup3: 'TRUE',
      setup4: '1',
      dev1: 'true',
      unrelated: 'true',
    })
    const ticked = checklistStore(() => storage).readTicked(checklistItemIds)
    expect([...ticked]).toEqual(['setup1', 'dev1'])
  })

  it('treats storage that throws as empty, and says a write did not last', () => {
    const store = checklistStore(() => throwingStorage)
    expect(store.readTicked(checklistItemIds).size).toBe(0)
    expect(store.write('setup1', true)).toBe(false)
  })

  it('treats storage that cannot even be reached as empty', () => {
    const store = checklistStore(() => null)
    expect(store.readTicked(['setup1']).size).toBe(0)
    expect(store.write('setup1', true)).toBe(false)
  })
})
