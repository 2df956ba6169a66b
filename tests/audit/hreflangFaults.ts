export interface AlternateLink {
  hreflang: string
  href: string
}

const EXPECTED_LANGUAGES = ['en', 'es', 'pt', 'x-default']

export function hreflangFaults(alternates: readonly AlternateLink[], pageUrl: string): string[] {
  const faults: string[] = []
  const languages = alternates.map((a) =>
    a.hreflang === 'x-default' ? a.hreflang : a.hreflang.split('-')[0],
  )
  const sorted = [...languages].sort()
  if (sorted.join() !== [...EXPECTED_LANGUAGES].sort().join()) {
    faults.push(
      `hreflang set is [${languages.join(', ')}], not exactly [${EXPECTED_LANGUAGES.join(', ')}]`,
    )
  }
  if (!alternates.some((a) => a.href === pageUrl && a.hreflang !== 'x-default')) {
    faults.push(`hreflang set does not include the page itself (${pageUrl})`)
  }
  const english = alternates.find((a) => a.hreflang.split('-')[0] === 'en')
  const xDefault = alternates.find((a) => a.hreflang === 'x-default')
  if (english && xDefault && english.href !== xDefault.href) {
    faults.push(`x-default (${xDefault.href}) is not the English page (${english.href})`)
  }
  return faults
}

/** Two alternate sets name the same pages for the same languages, in any order. */
export function sameAlternates(a: readonly AlternateLink[], b: readonly AlternateLink[]): boolean {
  const key = (links: readonly AlternateLink[]) =>
    links
      .map((l) => `${l.hreflang} ${l.href}`)
      .sort()
      .join('\n')
  return key(a) === key(b)
}
