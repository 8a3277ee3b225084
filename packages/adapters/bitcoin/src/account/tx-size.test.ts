import { describe, expect, it } from 'vitest'
import { DUST_LIMIT, feeFor, outputWeight, transactionVsize } from './tx-size.js'

describe('transactionVsize', () => {
  it('is the usual size of P2WPKH payments', () => {
    expect(transactionVsize({ kind: 'p2wpkh', count: 1 }, ['p2wpkh'])).toBe(110)
    // 10.5 vB of overhead, 68 vB per input, 31 vB per P2WPKH output.
    expect(transactionVsize({ kind: 'p2wpkh', count: 1 }, ['p2wpkh', 'p2wpkh'])).toBe(141)
    expect(transactionVsize({ kind: 'p2wpkh', count: 2 }, ['p2wpkh'])).toBe(178)
  })

  it('counts Taproot inputs and outputs at theirs', () => {
    // 57.75 vB per key-path input (with a sighash byte), 43 vB per P2TR output.
    expect(transactionVsize({ kind: 'p2tr', count: 1 }, ['p2tr', 'p2tr'])).toBe(155)
    expect(outputWeight('p2tr')).toBe(43 * 4)
    expect(outputWeight('p2pkh')).toBe(34 * 4)
  })

  it('counts a nested SegWit input at P2WPKH’s witness plus its redeem script push', () => {
    // 68 vB and the scriptSig's 23 bytes; its change is a P2SH output of 32 vB.
    expect(transactionVsize({ kind: 'p2sh-p2wpkh', count: 1 }, ['p2wpkh'])).toBe(133)
    expect(transactionVsize({ kind: 'p2sh-p2wpkh', count: 2 }, ['p2wpkh', 'p2sh'])).toBe(256)
  })

  it('counts more than 252 inputs with a three-byte count', () => {
    const small = transactionVsize({ kind: 'p2wpkh', count: 252 }, ['p2wpkh'])
    const large = transactionVsize({ kind: 'p2wpkh', count: 253 }, ['p2wpkh'])
    // One more input, and the input count's two extra bytes.
    expect(large - small).toBe(68 + 2)
  })
})

describe('fees and dust', () => {
  it('rounds a fee up to a whole satoshi', () => {
    expect(feeFor(141, 1)).toBe(141n)
    expect(feeFor(141, 1.5)).toBe(212n)
  })

  it('has Bitcoin Core’s dust limits', () => {
    expect(DUST_LIMIT).toEqual({ p2pkh: 546n, p2sh: 540n, p2wpkh: 294n, p2wsh: 330n, p2tr: 330n })
  })
})
