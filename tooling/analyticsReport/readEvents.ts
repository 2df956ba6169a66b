import { trackedEventSchema } from '../analyticsEventSchema.ts'
import { ReportBuilder, vitalNames } from './summarize.ts'

export function reportFromEvents(text: string): { builder: ReportBuilder; skipped: number } {
  const builder = new ReportBuilder()
  let skipped = 0
  for (const line of text.split('\n')) {
    if (!line.trim()) continue
    let parsed: unknown
    try {
      parsed = JSON.parse(line)
    } catch {
      skipped += 1
      continue
    }
    // The collector adds when it received the event; the rest is the event as the site sent it.
    const body = { ...(parsed as Record<string, unknown>) }
    delete body.receivedAt
    const event = trackedEventSchema.safeParse(body)
    if (!event.success) {
      skipped += 1
      continue
    }
    const { name, page, locale } = event.data
    if (event.data.name !== 'web-vitals') {
      builder.count(page, locale, name)
      continue
    }
    for (const vital of vitalNames) {
      const value = event.data[vital]
      if (value !== undefined) builder.measure(page, locale, vital, value)
    }
  }
  return { builder, skipped }
}
