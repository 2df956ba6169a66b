/**
 * A `mailto:` link that opens the visitor's own mail program with the enquiry written out, for
 * when the form service will not take it: nothing typed is lost. Spaces are written `%20`, not
 * the `+` of form encoding, which mail programs show as it is.
 */
export function enquiryMailto(to: string, subject: string, lines: readonly string[]): string {
  const query = new URLSearchParams({ subject, body: lines.join('\n') })
  return `mailto:${to}?${query.toString().replaceAll('+', '%20')}`
}
