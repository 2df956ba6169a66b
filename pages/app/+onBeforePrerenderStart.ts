import { prerenderUrls } from '../../src/app/prerenderUrls'

/** Every route x locale x parameter, straight from the route table. */
export function onBeforePrerenderStart(): string[] {
  return prerenderUrls()
}
