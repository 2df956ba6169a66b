/** A `mailto:` with the enquiry written out; spaces as `%20`, since mail programs show form encoding's `+`. */
export function enquiryMailto(to: string, subject: string, lines: readonly string[]): string {
  const query = new URLSearchParams({ subject, body: lines.join('\n') })
  return `mailto:${to}?${query.toString().replaceAll('+', '%20')}`
}
