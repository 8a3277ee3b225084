import { Psbt } from 'bitcoinjs-lib'
import { BITCOIN_NETWORK } from './bitcoin-key.js'
import type { SummaryLine } from './summary-line.js'

/**
 * What a person reads before approving a bip122 request: the message and the signing address of
 * signMessage (and its protocol); the number of inputs to sign, whether the transaction will be
 * sent, and the outputs of signPsbt; the intentions of getAccountAddresses. Throws on malformed
 * params: the caller shows them raw instead.
 */
export function bitcoinSummary(method: string, params: unknown): SummaryLine[] | undefined {
  const named = typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {}
  switch (method) {
    case 'signMessage':
      if (typeof named.message !== 'string') throw new TypeError('no message')
      return [
        { label: 'Message', value: named.message },
        { label: 'Account', value: String(named.address ?? named.account ?? '') },
        { label: 'Protocol', value: String(named.protocol ?? 'bip322') },
      ]
    case 'signPsbt': {
      const psbt = Psbt.fromBase64(String(named.psbt), { network: BITCOIN_NETWORK })
      const inputs = Array.isArray(named.signInputs) ? named.signInputs.length : 0
      return [
        { label: 'Inputs', value: `${inputs} of ${psbt.inputCount} to sign` },
        { label: 'Broadcast', value: named.broadcast === true ? 'yes' : 'no' },
        {
          label: 'Outputs',
          value: psbt.txOutputs.map((o) => `${o.address ?? 'script'}: ${o.value} sats`).join(', '),
        },
      ]
    }
    case 'getAccountAddresses':
      return [{ label: 'Account', value: String(named.account ?? '') }]
    default:
      return undefined
  }
}
