import { ACCOUNT_NAME_ZONE, NameSuggestionsError } from '@appkit/common'
import { accountApi } from '../account/account-api.js'
import type { SessionCore } from '../core/core.js'
import type { NameSuggestion } from '../types/account-api.js'

export type SuggestAccountNamesErrorType = NameSuggestionsError

/**
 * Names like the one being typed, in the zone, each saying whether it is taken. Empty without a
 * blockchain API; a failing service is a `NameSuggestionsError` (the name can still be tried).
 */
export async function suggestAccountNames(
  core: SessionCore,
  { label, signal }: { label: string; signal?: AbortSignal },
): Promise<NameSuggestion[]> {
  try {
    const api = await accountApi(core)
    if (!api?.suggestNames) return []
    return await api.suggestNames({ name: label, zone: ACCOUNT_NAME_ZONE, signal })
  } catch (error) {
    throw new NameSuggestionsError({ cause: error })
  }
}
