import { describe, expect, it, vi } from 'vitest'

import { memoryStorage, throwingStorage } from '../../../tests/unit/storage'
import { createChecklistState } from './checklistState'
import { checklistStore } from './checklistStorage'

/** A storage event as another tab's change fires it in this one. */
const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key })

describe('createChecklistState', () => {
  it('starts from the stored ticks and hands React the same object until something changes', () => {
    const state = createChecklistState(checklistStore(() => memoryStorage({ qa2: 'true' })))
    const first = state.getSnapshot()
    expect([...first]).toEqual(['qa2'])
    expect(state.getSnapshot()).toBe(first)
    state.toggle('dev1', true)
    expect(state.getSnapshot()).not.toBe(first)
    expect([...state.getSnapshot()]).toEqual(['qa2', 'dev1'])
  })

  it('stores each toggle and tells its subscribers', () => {
    const storage = memoryStorage()
    const state = createChecklistState(checklistStore(() => storage))
    const onChange = vi.fn()
    state.subscribe(onChange)
    state.toggle('setup2', true)
    state.toggle('setup2', false)
    expect(storage.getItem('setup2')).toBe('false')
    expect(onChange).toHaveBeenCalledTimes(2)
    expect(state.getSnapshot().has('setup2')).toBe(false)
  })

  it('keeps a tick for the visit when storage refuses it', () => {
    const state = createChecklistState(checklistStore(() => throwingStorage))
    state.toggle('launch3', true)
    expect([...state.getSnapshot()]).toEqual(['launch3'])
  })

  it('keeps a refused tick when the checklist is shown again, and reads storage afresh', () => {
    let storage: Storage = throwingStorage
    const state = createChecklistState(checklistStore(() => storage))
    const leave = state.subscribe(() => {})
    state.toggle('qa4', true)
    leave()
    // Away from the page, storage comes back and another tab ticks an item.
    storage = memoryStorage({ setup3: 'true' })
    state.subscribe(() => {})
    expect([...state.getSnapshot()].sort()).toEqual(['qa4', 'setup3'])
  })

  it('follows ticks made in another tab, and ignores other keys', () => {
    const storage = memoryStorage()
    const events = new EventTarget()
    const state = createChecklistState(
      checklistStore(() => storage),
      events,
    )
    const onChange = vi.fn()
    const unsubscribe = state.subscribe(onChange)
    expect(state.getSnapshot().size).toBe(0)

    storage.setItem('dev4', 'true')
    events.dispatchEvent(storageEvent('theme'))
    expect(onChange).not.toHaveBeenCalled()
    events.dispatchEvent(storageEvent('dev4'))
    expect([...state.getSnapshot()]).toEqual(['dev4'])
    expect(onChange).toHaveBeenCalledTimes(1)

    unsubscribe()
    storage.setItem('dev5', 'true')
    events.dispatchEvent(storageEvent('dev5'))
    expect(onChange).toHaveBeenCalledTimes(1)
  })
})
