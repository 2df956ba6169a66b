import { z } from 'zod'

import { localeCodes } from '../src/config/locales.ts'
import { type CollectedEvent, MAX_PROPERTY_LENGTH } from '../src/features/analytics/events.ts'

// Typed as `CollectedEvent`, so an event added there without its schema here fails to compile.
const locale = z.enum(localeCodes as [string, ...string[]]).transform((code) => code as never)
const page = z.string().startsWith('/').max(500)
const context = { page, locale }
const label = z.string().min(1).max(MAX_PROPERTY_LENGTH)
const milliseconds = z.number().nonnegative().max(600_000)

export const trackedEventSchema: z.ZodType<CollectedEvent> = z.discriminatedUnion('name', [
  z.strictObject({ name: z.literal('pageview'), ...context }),
  z.strictObject({ name: z.literal('plan-hover'), plan: label, ...context }),
  z.strictObject({ name: z.literal('cta-click'), cta: label, target: page, ...context }),
  z.strictObject({ name: z.literal('enquiry-sent'), ...context }),
  z.strictObject({ name: z.literal('enquiry-failed'), ...context }),
  z.strictObject({ name: z.literal('calculator-used'), input: label, ...context }),
  z.strictObject({ name: z.literal('language-switch'), to: locale, ...context }),
  z.strictObject({
    name: z.literal('language-suggestion'),
    action: z.enum(['accepted', 'dismissed']),
    suggested: locale,
    ...context,
  }),
  z.strictObject({ name: z.literal('search'), results: z.int().nonnegative(), ...context }),
  z.strictObject({
    name: z.literal('outbound-project'),
    project: label,
    url: z.url({ protocol: /^https$/ }),
    ...context,
  }),
  z.strictObject({ name: z.literal('blueprint-download'), ...context }),
  z.strictObject({
    name: z.literal('web-vitals'),
    lcp: milliseconds.optional(),
    inp: milliseconds.optional(),
    fcp: milliseconds.optional(),
    ttfb: milliseconds.optional(),
    cls: z.number().nonnegative().max(100).optional(),
    inpTarget: label.optional(),
    navigation: z.literal('back-forward-cache').optional(),
    device: z.enum(['phone', 'tablet', 'desktop']),
    ...context,
  }),
])
