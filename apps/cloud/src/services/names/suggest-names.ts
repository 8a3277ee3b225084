import { ACCOUNT_NAME_SUFFIX, isValidAccountNameLabel } from '@appkit/common'

const VARIANTS = ['', '-1', '1', '-id', '2024', 'x'] as const

/**
 * The names to offer for what a person typed, in the zone: the name itself first, then a few
 * variants of it, all valid labels. Whether each is free is the database's answer, not this.
 */
export function suggestionCandidates(typed: string): string[] {
  const label = typed.toLowerCase().replace(/\.reown\.id$/, '')
  if (!isValidAccountNameLabel(label.replace(/-+$/, '') || label)) return []
  return VARIANTS.map((variant) => `${label}${variant}`)
    .filter(isValidAccountNameLabel)
    .map((candidate) => `${candidate}${ACCOUNT_NAME_SUFFIX}`)
}
