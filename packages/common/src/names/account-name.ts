/** The name service's zone for new names (spec §1, §9), as a name ends: "alice.reown.id". */
export const ACCOUNT_NAME_SUFFIX = '.reown.id'
/** Names registered before the zone was renamed; still resolved, never registered anew. */
export const LEGACY_ACCOUNT_NAME_SUFFIX = '.wcn.id'
/** The zone as the suggestions call takes it (spec §7's `zone`): the suffix without its dot. */
export const ACCOUNT_NAME_ZONE = ACCOUNT_NAME_SUFFIX.slice(1)
/** Spec §9: a name's label has at least this many characters. */
export const ACCOUNT_NAME_MIN_LENGTH = 4

/**
 * Whether a label (the part a person types before the suffix) may be registered: letters, digits
 * and hyphens only, at least four of them (spec §5). ASCII letters only: a look-alike letter from
 * another script would let one name pass for another.
 */
export function isValidAccountNameLabel(label: string): boolean {
  return label.length >= ACCOUNT_NAME_MIN_LENGTH && /^[a-zA-Z0-9-]+$/.test(label)
}

/** The full name of a label in the zone, lowercase: "Alice" → "alice.reown.id". */
export function toAccountName(label: string): string {
  return `${label.toLowerCase()}${ACCOUNT_NAME_SUFFIX}`
}

/** The label of a name in either zone ("alice.wcn.id" → "alice"), or undefined for any other name. */
export function accountNameLabel(name: string): string | undefined {
  const lower = name.toLowerCase()
  for (const suffix of [ACCOUNT_NAME_SUFFIX, LEGACY_ACCOUNT_NAME_SUFFIX]) {
    if (lower.endsWith(suffix)) return lower.slice(0, -suffix.length)
  }
  return undefined
}
