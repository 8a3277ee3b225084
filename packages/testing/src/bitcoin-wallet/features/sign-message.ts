import { signBip322 } from '../bip322-sign.js'
import type { BitcoinWalletContext } from '../context.js'
import { BitcoinUnsupportedMethodError } from '../errors.js'
import { parseProtocol, requireAccount, requireBytes } from '../inputs.js'
import { signLegacyMessage } from '../legacy-message.js'
import { messageParam } from '../request-params.js'
import {
  BitcoinSignMessage,
  type BitcoinSignMessageInput,
  type BitcoinSignMessageOutput,
} from '../standard-features.js'

/**
 * `bitcoin:signMessage`: every input checked, one approval for the call (a wallet shows one popup),
 * then each message signed as asked: BIP-322 "simple" by default (any of the accounts), or the
 * legacy ECDSA scheme (`protocol: 'ecdsa'`), which only the payment account (native or nested
 * SegWit) has.
 */
export async function signMessage(
  ctx: BitcoinWalletContext,
  inputs: readonly BitcoinSignMessageInput[],
): Promise<BitcoinSignMessageOutput[]> {
  const requests = inputs.map((input) => {
    const { entry, purpose } = requireAccount(ctx, input?.account)
    const protocol = parseProtocol(input.protocol)
    if (protocol === 'ecdsa' && purpose !== 'payment') {
      throw new BitcoinUnsupportedMethodError(
        'ECDSA message signing needs the payment account; a Taproot account signs with bip322.',
      )
    }
    // A copy: what is signed and returned cannot change under the wallet if the dapp reuses its buffer.
    const message = requireBytes(input.message, 'the message').slice()
    return { key: entry.key, purpose, protocol, message }
  })
  if (requests.length === 0) return []
  await ctx.approvals.ask(
    BitcoinSignMessage,
    requests.map(({ key, purpose, protocol, message }) =>
      messageParam(key[purpose].address, message, protocol),
    ),
  )
  return requests.map(({ key, purpose, protocol, message }) => ({
    signedMessage: message,
    signature: protocol === 'ecdsa' ? signLegacyMessage(key, message) : signBip322(key, purpose, message),
  }))
}
