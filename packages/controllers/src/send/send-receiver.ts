import type { AppKitCore } from '../core/core.js'
import { getActiveChain } from '../state/chains.js'

/** A name service's name as a person types it: labels joined by dots ("bob.lab.id"). */
export function looksLikeName(text: string): boolean {
  return /^[\p{L}\p{N}_-]+(\.[\p{L}\p{N}_-]+)+$/u.test(text)
}

/**
 * Whether the receiver typed is a name the account's namespace can look up: not an address of
 * it, shaped like a name, and an adapter that resolves names.
 */
export function isResolvableName(core: AppKitCore, receiver: string): boolean {
  const adapter = getActiveChain(core.chains)?.adapter
  const typed = receiver.trim()
  return (
    Boolean(adapter?.identity?.resolveName) && !adapter?.send?.isValidAddress(typed) && looksLikeName(typed)
  )
}

/**
 * Where the send goes: the address typed, or the one the typed name points to once looked up;
 * undefined while it is neither.
 */
export function sendReceiver(core: AppKitCore): string | undefined {
  const typed = core.send.receiverAddress.trim()
  if (getActiveChain(core.chains)?.adapter?.send?.isValidAddress(typed)) return typed
  return core.send.receiverResolvedAddress
}
