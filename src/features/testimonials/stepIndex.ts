export function stepIndex(current: number, delta: number, count: number): number {
  if (count < 1) throw new RangeError('A carousel needs at least one item')
  return (((current + delta) % count) + count) % count
}
