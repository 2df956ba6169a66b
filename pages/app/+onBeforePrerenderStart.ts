import { prerenderUrls } from '../../src/build/prerenderUrls'

/** Every route x locale x parameter, straight from the route table. */
export function onBeforePrerenderStart(): Promise<string[]> {
  return prerenderUrls()
}
