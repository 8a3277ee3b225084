import type { AlertCode } from '@appkit/common'

/** How deep to look through `cause`s. */
const MAX_CAUSE_DEPTH = 8

/**
 * The spec §8 alert an error says it raises (`alertCode`, as the frame's timeout says APKT004
 * and its load failure APKT003), looking through `cause`s; undefined when none does.
 */
export function alertCodeIn(error: unknown): AlertCode | undefined {
  let node: unknown = error
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && typeof node === 'object' && node !== null; depth++) {
    const code = (node as { alertCode?: unknown }).alertCode
    if (typeof code === 'string' && /^APKTW?\d{3}$/.test(code)) return code as AlertCode
    node = (node as { cause?: unknown }).cause
  }
  return undefined
}
