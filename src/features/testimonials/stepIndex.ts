/** The index `delta` places away from `current` in a ring of `count` items: past the end wraps. */
export function stepIndex(current: number, delta: number, count: number): number {
  if (count < 1) throw new RangeError('A carousel needs at least one item')
  return (((current + delta) % count) + count) % count
}
