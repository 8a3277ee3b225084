import type { AlertCode } from '@appkit/common'

/** How deep to look through `cause`s. */
const MAX_CAUSE_DEPTH = 8

/** Errors whose class carries no `alertCode` (they load with the page) but raise a spec §8 alert. */
const BY_ERROR_CODE: Readonly<Record<string, AlertCode>> = {
  // A network the dapp did not pass to createAppKit: APKT001 (Network Not Found).
  CHAIN_NOT_CONFIGURED: 'APKT001',
}

/**
 * The spec §8 alert an error raises: its `alertCode` (the frame's request timeout says APKT004,
 * its load failure APKT003) or its code's (BY_ERROR_CODE), looking through `cause`s; undefined
 * when none does.
 */
export function alertCodeIn(error: unknown): AlertCode | undefined {
  let node: unknown = error
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && typeof node === 'object' && node !== null; depth++) {
    const { alertCode, code } = node as { alertCode?: unknown; code?: unknown }
    if (typeof alertCode === 'string' && /^APKTW?\d{3}$/.test(alertCode)) return alertCode as AlertCode
    if (typeof code === 'string' && Object.hasOwn(BY_ERROR_CODE, code)) return BY_ERROR_CODE[code]
    node = (node as { cause?: unknown }).cause
  }
  return undefined
}
