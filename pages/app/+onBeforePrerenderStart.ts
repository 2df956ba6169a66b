import { prerenderUrls } from '../../src/build/prerenderUrls'

export function onBeforePrerenderStart(): Promise<string[]> {
  return prerenderUrls()
}
