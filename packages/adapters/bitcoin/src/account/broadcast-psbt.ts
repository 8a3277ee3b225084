import { getRpcErrorMessage, RpcError } from '@appkit/common'
import { Psbt } from 'bitcoinjs-lib'
import type { BitcoinChain } from '../bitcoin-chains.js'
import { bitcoinNetwork } from './bitcoin-network.js'
import type { EsploraClient } from './esplora-client.js'
import { extractSigned } from './extract-signed.js'

/**
 * A dapp's PSBT, once its wallet signed it, sent through the chain's Esplora (`signPsbt` with
 * `broadcast`): finalized, checked to be the PSBT the dapp gave, extracted. Resolves with the txid.
 */
export async function broadcastSignedPsbt(
  esplora: EsploraClient,
  chain: BitcoinChain,
  asked: Uint8Array,
  signed: Uint8Array,
): Promise<string> {
  const network = bitcoinNetwork(chain)
  let original: Psbt
  try {
    original = Psbt.fromBuffer(asked, { network })
  } catch (cause) {
    throw new RpcError(-32602, getRpcErrorMessage(-32602)!, { details: 'psbt is not a PSBT', cause })
  }
  return esplora.broadcast(extractSigned(original, signed, network).toHex())
}
