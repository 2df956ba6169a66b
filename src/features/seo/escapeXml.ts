/** XML's five predefined entities, which every XML reader decodes. */
const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Text made safe for XML content and attribute values (sitemap, feeds). */
export const escapeXml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char)
