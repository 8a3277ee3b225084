import { InvalidEmailError, isEmailAddress } from '@appkit/common'
import type { SessionCore } from '../core/core.js'

/** The address as typed, trimmed; an invalid one is refused with spec §8's APKTW002. */
export function validEmail(core: SessionCore, email: string): string {
  const address = email.trim()
  if (isEmailAddress(address)) return address
  const error = new InvalidEmailError()
  core.session.emit('refused', { code: 'APKTW002', error })
  throw error
}
