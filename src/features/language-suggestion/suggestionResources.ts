import { type Locale, localeCodes } from '../../config/locales'
import { loadNamespaces, type OtherLanguageResources } from '../i18n/resources'
import { SUGGESTION_NAMESPACE } from './suggestionScript'

export async function loadSuggestionResources(locale: Locale): Promise<OtherLanguageResources> {
  const others = localeCodes.filter((code) => code !== locale)
  const bundles = await Promise.all(
    others.map(async (code) => [code, await loadNamespaces(code, [SUGGESTION_NAMESPACE])]),
  )
  return Object.fromEntries(bundles)
}
