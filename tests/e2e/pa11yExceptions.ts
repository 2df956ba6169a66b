/**
 * HTML_CodeSniffer error codes the audit (`audit.spec.ts`) does not count as faults, each
 * with the reason. Empty means every error pa11y finds on any page fails the suite.
 */
export const pa11yExceptions: Record<string, string> = {}
