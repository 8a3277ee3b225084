import type { AppKitCore } from '../core/core.js'
import { getActiveChain } from '../state/chains.js'
import { isResolvableName } from './send-receiver.js'

/**
 * Whom the user sends to. An address typed gets its name and avatar (spec §3's receiver profile);
 * a name typed ("bob.lab.id", as the account view shows it) gets the address it points to, where
 * the send then goes. Only through the dapp's blockchain API, for the account's namespace; an
 * unknown or failing lookup names nothing, and a receiver changed meanwhile keeps its own answer.
 */
export async function lookupSendReceiver(core: AppKitCore): Promise<void> {
  const receiver = core.send.receiverAddress.trim()
  const adapter = getActiveChain(core.chains)?.adapter
  const identity = adapter?.identity
  if (!identity) return
  const current = () => core.send.receiverAddress.trim() === receiver
  if (isResolvableName(core, receiver) && identity.resolveName) {
    core.send.receiverResolving = true
    try {
      const address = await identity.resolveName({ name: receiver })
      if (!current() || !address || !adapter.send?.isValidAddress(address)) return
      core.send.receiverResolvedAddress = address
      core.send.receiverProfileName = receiver
    } catch (error) {
      console.warn('[appkit] receiver name unavailable', error)
    } finally {
      // A newer receiver's lookup keeps its own state.
      if (current()) core.send.receiverResolving = false
    }
    return
  }
  if (!adapter.send?.isValidAddress(receiver)) return
  try {
    const found = await identity.getIdentity({ address: receiver })
    if (!found || !current()) return
    core.send.receiverProfileName = found.name
    core.send.receiverProfileImage = found.avatar
  } catch (error) {
    console.warn('[appkit] receiver identity unavailable', error)
  }
}
