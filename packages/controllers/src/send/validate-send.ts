import {
  InsufficientBalanceError,
  InvalidAddressError,
  isDecimal,
  parseUnits,
  SendDetailsMissingError,
  SendTokenMissingError,
  UnsupportedChainError,
} from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { getActiveChain } from '../state/chains.js'
import type { SendRequest } from '../types/capabilities.js'
import { sendReceiver } from './send-receiver.js'
import { heldToken } from './sendable-tokens.js'

/**
 * The send form as a request for the wallet, or the spec §5 error that stops it: no amount (or one
 * too small for the token's decimals) or receiver, no token (or one of another network), a
 * namespace that cannot send or a network the dapp does not support ('Unsupported chain'), a
 * receiver that is neither an address nor a name looked up to one, or more than the account holds now (the native coin with its fee).
 */
export function validateSend(core: AppKitCore): SendRequest {
  const chain = getActiveChain(core.chains)
  const send = chain?.adapter?.send
  const { token, amount, receiverAddress } = core.send
  const { connectorId, address, status } = chain?.account ?? {}
  if (!chain || !send || !chain.caipNetwork || chain.unsupported) throw new UnsupportedChainError()
  const trimmed = amount.trim()
  const typed = receiverAddress.trim()
  if (!trimmed || !isDecimal(trimmed) || Number(trimmed) <= 0 || !typed) throw new SendDetailsMissingError()
  // The token as the account holds it now, on this network: a pick from before a switch is none.
  const held = heldToken(chain, token)
  if (!token || !held) throw new SendTokenMissingError()
  // An address, or a name looked up to one.
  const to = sendReceiver(core)
  if (!to) throw new InvalidAddressError({ details: typed })
  if (!connectorId || !address || status !== 'connected') throw new UnsupportedChainError()
  const value = parseUnits(trimmed, held.decimals)
  // Digits past the token's decimals are cut: what is left must still be something.
  if (value <= 0n) throw new SendDetailsMissingError()
  const fee = held.address ? 0n : (core.send.fee?.value ?? 0n)
  if (value + fee > parseUnits(held.amount, held.decimals)) throw new InsufficientBalanceError()
  return {
    connectorId,
    from: address,
    to,
    amount: value,
    token: held.address ? { address: held.address, decimals: held.decimals } : undefined,
    caipNetwork: chain.caipNetwork,
  }
}
