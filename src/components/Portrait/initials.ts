/** First and last words' first letters, as people sign ("Ana Beatriz Rocha" -> "AR"); one for a one-word name. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/)
  const first = words[0] ?? ''
  const last = words.length > 1 ? (words.at(-1) ?? '') : ''
  return (first.charAt(0) + last.charAt(0)).toLocaleUpperCase()
}
