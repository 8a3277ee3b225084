import { BITCOIN_TEST_ACCOUNTS } from '@appkit/testing'
import { Psbt } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { BITCOIN_NETWORK } from './bitcoin-key.js'
import { summarizeRequest } from './request-summary.js'

const { payment } = BITCOIN_TEST_ACCOUNTS[2]

describe('bip122 request summaries', () => {
  it('shows the message, the signing address and the protocol of signMessage', () => {
    expect(summarizeRequest('signMessage', { account: payment.address, message: 'Hello lab' })).toEqual([
      { label: 'Message', value: 'Hello lab' },
      { label: 'Account', value: payment.address },
      { label: 'Protocol', value: 'bip322' },
    ])
  })

  it('shows how many inputs signPsbt signs, whether it sends, and the outputs', () => {
    const psbt = new Psbt({ network: BITCOIN_NETWORK })
    psbt.addInput({ hash: '11'.repeat(32), index: 0, witnessUtxo: { script: Uint8Array.of(0), value: 1n } })
    psbt.addInput({ hash: '22'.repeat(32), index: 0, witnessUtxo: { script: Uint8Array.of(0), value: 1n } })
    psbt.addOutput({ address: payment.address, value: 1500n })
    const params = {
      psbt: psbt.toBase64(),
      signInputs: [{ address: payment.address, index: 0 }],
      broadcast: true,
    }
    expect(summarizeRequest('signPsbt', params)).toEqual([
      { label: 'Inputs', value: '1 of 2 to sign' },
      { label: 'Broadcast', value: 'yes' },
      { label: 'Outputs', value: `${payment.address}: 1500 sats` },
    ])
  })

  it('shows the account of getAccountAddresses, and malformed params raw', () => {
    expect(summarizeRequest('getAccountAddresses', { account: payment.address })).toEqual([
      { label: 'Account', value: payment.address },
    ])
    expect(summarizeRequest('signPsbt', { psbt: 'nope' })).toEqual([
      { label: 'Parameters', value: '{"psbt":"nope"}' },
    ])
    expect(summarizeRequest('signMessage', {})).toEqual([{ label: 'Parameters', value: '{}' }])
  })
})
