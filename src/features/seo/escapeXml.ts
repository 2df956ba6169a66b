const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

export const escapeXml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char)
