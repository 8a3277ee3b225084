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

/**
 * The send form as a request for the wallet, or the spec §5 error that stops it: no amount or
 * receiver, no token, a namespace that cannot send ('Unsupported chain'), an address that is not
 * one, or more than the account holds.
 */
export function validateSend(core: AppKitCore): SendRequest {
  const chain = getActiveChain(core.chains)
  const send = chain?.adapter?.send
  const { token, amount, receiverAddress } = core.send
  const { connectorId, address, status } = chain?.account ?? {}
  if (!chain || !send || !chain.caipNetwork) throw new UnsupportedChainError()
  const trimmed = amount.trim()
  const to = receiverAddress.trim()
  if (!trimmed || !isDecimal(trimmed) || Number(trimmed) <= 0 || !to) throw new SendDetailsMissingError()
  if (!token) throw new SendTokenMissingError()
  if (!send.isValidAddress(to)) throw new InvalidAddressError({ details: to })
  if (!connectorId || !address || status !== 'connected') throw new UnsupportedChainError()
  const value = parseUnits(trimmed, token.decimals)
  if (value > parseUnits(token.amount, token.decimals)) throw new InsufficientBalanceError()
  return {
    connectorId,
    from: address,
    to,
    amount: value,
    token: token.address ? { address: token.address, decimals: token.decimals } : undefined,
    caipNetwork: chain.caipNetwork,
  }
}
