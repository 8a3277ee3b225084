import { ConnectorNotConnectedError } from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import { type SignMessageErrorType, signMessage } from '../session/sign-message.js'
import { siwxKey } from '../state/siwx.js'
import { siwxAccount } from './siwx-account.js'

/**
 * Signs in the connected account (spec §4): the dapp's sign-in writes the message, the wallet
 * signs it, and the dapp's sign-in verifies and keeps the session. Rejects when any step fails:
 * the wallet's refusal, or a signature the verifier does not accept.
 */
export type SignInWithXReturnType = undefined
/**
 * No connected account or no sign-in configured, signing failed, or the dapp's sign-in refused the
 * session (its own errors: @appkit/siwx's, or any the dapp's sign-in throws).
 */
export type SignInWithXErrorType = ConnectorNotConnectedError | SignMessageErrorType | Error

export async function signInWithX(core: SessionCore): Promise<SignInWithXReturnType> {
  const siwx = core.options.siwx
  const account = siwxAccount(core)
  if (!siwx || !account) throw new ConnectorNotConnectedError()
  core.siwx.signing = true
  try {
    const message = await siwx.createMessage({
      accountAddress: account.address,
      chainId: account.network.caipNetworkId,
    })
    const text = message.toString()
    const signature = await signMessage(core, { message: text, namespace: account.namespace })
    const { toString: _, ...data } = message
    await siwx.addSession({ data, message: text, signature })
    core.siwx.signedIn[siwxKey(account.network.caipNetworkId, account.address)] = true
  } finally {
    core.siwx.signing = false
  }
}
