/**
 * The letters a monogram shows for a name: its first and last words' first letters, as people
 * sign them ("Ana Beatriz Rocha" is "AR"); one letter for a one-word name.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/)
  const first = words[0] ?? ''
  const last = words.length > 1 ? (words.at(-1) ?? '') : ''
  return (first.charAt(0) + last.charAt(0)).toLocaleUpperCase()
}
