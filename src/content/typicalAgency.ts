/**
 * What the comparison tables say of the typical agency the visitor would otherwise hire: figures
 * like the agency's own, so each language writes them its own way and no text types them.
 */
export const typicalAgency = {
  /** The lock-in of the usual SEO retainer (the home page's comparison). */
  contractMonths: 12,
  /** How long a traditional agency takes to ship a custom app (the SaaS page's comparison). */
  saasTimelineMonths: { min: 6, max: 12 },
} as const
