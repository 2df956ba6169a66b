import type { Problem } from './i18nStatus.ts'

/** Search results cut titles at about 60 characters and descriptions at 160; under 70 looks thin. */
const TITLE_MAX = 60
const DESCRIPTION_MIN = 70
const DESCRIPTION_MAX = 160

export interface Snippet {
  file: string
  key: string
  kind: 'title' | 'description'
  text: string
}

/** Each title longer than search results show, and each description outside 70-160 characters. */
export function snippetProblems(snippets: readonly Snippet[]): Problem[] {
  const problems: Problem[] = []
  for (const { file, key, kind, text } of snippets) {
    const length = [...text].length
    const fits =
      kind === 'title'
        ? length <= TITLE_MAX
        : length >= DESCRIPTION_MIN && length <= DESCRIPTION_MAX
    if (fits) continue
    const limit =
      kind === 'title' ? `at most ${TITLE_MAX}` : `${DESCRIPTION_MIN}-${DESCRIPTION_MAX}`
    const what = kind === 'title' ? 'title with its suffix' : 'description'
    problems.push({
      file,
      key,
      kind: 'length',
      detail: `${what} is ${length} (${limit}): "${text}"`,
    })
  }
  return problems
}
