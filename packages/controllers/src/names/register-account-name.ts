import {
  HttpRequestError,
  isValidAccountNameLabel,
  NameAccountNotFoundError,
  NameRegistrationError,
  toAccountName,
} from '@appkit/common'
import { accountApi } from '../account/account-api.js'
import type { SessionCore } from '../core/core.js'
import { signMessage } from '../session/sign-message.js'
import { setAccount } from '../state/chains.js'

export interface RegisterAccountNameParameters {
  /** What the person typed before the zone's suffix: "alice" registers "alice.reown.id". */
  label: string
}
/** The full name registered, now the account's profile name. */
export type RegisterAccountNameReturnType = string
export type RegisterAccountNameErrorType = NameAccountNotFoundError | NameRegistrationError

/**
 * Registers a name for the active account (spec §4): the wallet signs a message naming it, the
 * name service checks the signature and keeps it, and the account shows it at once. Every failure
 * (a refused signature, a taken name, the service down) is one `NameRegistrationError` saying the
 * service's reason when it gave one.
 */
export async function registerAccountName(
  core: SessionCore,
  { label }: RegisterAccountNameParameters,
): Promise<RegisterAccountNameReturnType> {
  const namespace = core.chains.activeNamespace
  const chain = namespace ? core.chains.chains[namespace] : undefined
  const address = chain?.account.address
  // Names are for accounts whose namespace has an identity (the name service's coin type 60).
  if (!namespace || !chain?.adapter?.identity || !address) throw new NameAccountNotFoundError()
  const name = toAccountName(label)
  if (!isValidAccountNameLabel(label)) throw new NameRegistrationError(name)
  const api = await accountApi(core)?.catch(() => undefined)
  if (!api?.registerName) throw new NameRegistrationError(name)
  try {
    const message = JSON.stringify({ name, attributes: {}, timestamp: Date.now() })
    const signature = await signMessage(core, { message, namespace })
    await api.registerName({ address, message, signature })
  } catch (error) {
    // The service's words for what it refused (taken, invalid); a 5xx's are for its log.
    const reason = error instanceof HttpRequestError && error.status < 500 ? error.serverMessage : undefined
    throw new NameRegistrationError(name, { reason, cause: error })
  }
  if (chain.account.address === address) setAccount(core.chains, namespace, { profileName: name })
  return name
}
