import { afterEach, describe, expect, it, vi } from 'vitest'

import { nextTask, withoutErrorStacks } from '../../renderer/startSteps'

describe('withoutErrorStacks', () => {
  const limitBefore = Error.stackTraceLimit

  afterEach(() => {
    Error.stackTraceLimit = limitBefore
  })

  it('creates errors without a stack while loading, and with one again afterwards', async () => {
    Error.stackTraceLimit = 7
    const during = await withoutErrorStacks(async () => new Error('made while loading'))
    expect(during.stack).toBeUndefined()
    expect(Error.stackTraceLimit).toBe(7)
    expect(new Error('made afterwards').stack).toContain('made afterwards')
  })

  it('puts the limit back when loading fails, and passes the failure on', async () => {
    const failure = new Error('chunk did not load')
    await expect(withoutErrorStacks(() => Promise.reject(failure))).rejects.toBe(failure)
    expect(Error.stackTraceLimit).toBe(limitBefore)
  })

  it('hands back what was loaded', async () => {
    await expect(withoutErrorStacks(async () => ({ loaded: true }))).resolves.toEqual({
      loaded: true,
    })
  })
})

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
