import { networks, payments } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { ALICE } from '../test-utils/chain.js'
import { useEcc } from './ecc.js'

describe('useEcc', () => {
  it('lets bitcoinjs-lib make Taproot outputs, and may be called again', () => {
    useEcc()
    useEcc()
    const internalPubkey = Buffer.from(ALICE.ordinals.publicKey, 'hex')
    expect(payments.p2tr({ internalPubkey, network: networks.regtest }).address).toBe(ALICE.ordinals.address)
  })
})
