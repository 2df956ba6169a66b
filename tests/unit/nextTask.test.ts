import { afterEach, describe, expect, it, vi } from 'vitest'

import { nextTask } from '../../renderer/nextTask'

describe('nextTask', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('resolves after the current task, its promise callbacks included', async () => {
    const order: string[] = []
    const next = nextTask().then(() => order.push('next task'))
    void Promise.resolve().then(() => order.push('same task'))
    await next
    expect(order).toEqual(['same task', 'next task'])
  })

  it('resolves while timers are held back, as in a test with a paused clock', async () => {
    vi.useFakeTimers()
    await expect(nextTask()).resolves.toBeUndefined()
  })
})
