import { describe, expect, it } from 'vitest'

import { afterPrerender } from './afterPrerender'

/** The plugin's closeBundle handler, as Vite calls it once an environment is written. */
function closeBundle(steps: Parameters<typeof afterPrerender>[0], environment = 'ssr') {
  const hook = afterPrerender(steps).closeBundle as { handler: (this: unknown) => Promise<void> }
  return hook.handler.call({ environment: { name: environment } })
}

describe('afterPrerender', () => {
  it('runs its steps one after another, in the order given, once the server build is written', async () => {
    const ran: string[] = []
    const step = (name: string, ms: number) => ({
      name,
      run: () => new Promise<void>((done) => setTimeout(() => done(void ran.push(name)), ms)),
    })
    const steps = [step('defer app entries', 30), step('write the search index', 0)]
    await closeBundle(steps, 'client')
    expect(ran).toEqual([])
    await closeBundle(steps)
    expect(ran).toEqual(['defer app entries', 'write the search index'])
  })

  it('fails the build naming the step that failed, and runs none after it', async () => {
    const ran: string[] = []
    const steps = [
      { name: 'defer app entries', run: () => Promise.reject(new Error('es/404.html: no tag')) },
      { name: 'write the search index', run: async () => void ran.push('index') },
    ]
    const failure = closeBundle(steps)
    await expect(failure).rejects.toThrow('After the prerender, "defer app entries" failed')
    await expect(failure).rejects.toHaveProperty('cause.message', 'es/404.html: no tag')
    expect(ran).toEqual([])
  })
})
