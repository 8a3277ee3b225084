import type { AppKitCore } from '../core/core.js'
import { getActiveChain } from '../state/chains.js'

/**
 * The name and avatar of the address typed as receiver (spec §3's receiver profile), so the user
 * sees whom they send to. Only for a valid address of the account's namespace, through the dapp's
 * blockchain API; an unknown or failing lookup shows nothing, and a receiver changed meanwhile
 * keeps its own answer.
 */
export async function lookupSendReceiver(core: AppKitCore): Promise<void> {
  const receiver = core.send.receiverAddress.trim()
  const adapter = getActiveChain(core.chains)?.adapter
  if (!adapter?.identity || !adapter.send?.isValidAddress(receiver)) return
  try {
    const identity = await adapter.identity.getIdentity({ address: receiver })
    if (!identity || core.send.receiverAddress.trim() !== receiver) return
    core.send.receiverProfileName = identity.name
    core.send.receiverProfileImage = identity.avatar
  } catch (error) {
    console.warn('[appkit] receiver identity unavailable', error)
  }
}
