import type { CaipNetwork } from '@appkit/common'
import type { AppKitCore } from '@appkit/controllers/modal'
import type { FrameHost } from '@appkit/frame'

/**
 * Sign-in with the embedded wallet as it logs in (spec §5: only in a namespace whose part says so,
 * EVM's, and only without emailCapture, whose DataCapture comes before any signature): the secure site signs the dapp's
 * message without a second screen, and the session is added before the account is announced, so
 * the modal does not ask again. Anything that fails leaves the login as it is: the modal's sign-in
 * flow then asks for the signature the usual way.
 */
export async function signInAtLogin(
  core: AppKitCore,
  frame: FrameHost,
  account: { address: string; network: CaipNetwork },
): Promise<void> {
  const { siwx, features } = core.options
  if (!siwx || features.emailCapture) return
  try {
    const message = await siwx.createMessage({
      accountAddress: account.address,
      chainId: account.network.caipNetworkId,
    })
    const text = message.toString()
    const { toString: _, ...data } = message
    const user = await frame.request('GET_USER', {
      chainId: account.network.caipNetworkId,
      siwxMessage: { ...data, serializedMessage: text },
    })
    if (user.signature) await siwx.addSession({ data, message: text, signature: user.signature })
  } catch (error) {
    console.warn('[appkit] sign-in at login failed; the modal will ask for the signature', error)
  }
}
