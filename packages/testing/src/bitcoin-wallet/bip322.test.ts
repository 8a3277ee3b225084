import { address, networks } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { bip322MessageHash, bip322ToSign, bip322ToSpend, encodeWitness } from './bip322.js'
import { toHex } from './bytes.js'

const text = (value: string) => new TextEncoder().encode(value)
// BIP-322's own test vectors: its address and the ids of the two transactions it lists.
const VECTOR_SCRIPT = address.toOutputScript('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', networks.bitcoin)

describe("BIP-322's virtual transactions", () => {
  it('hash messages as the BIP lists', () => {
    expect(toHex(bip322MessageHash(text('')))).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    )
    expect(toHex(bip322MessageHash(text('Hello World')))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
  })

  it('build to_spend and to_sign with the ids the BIP lists', () => {
    for (const [message, toSpendId, toSignId] of [
      [
        '',
        'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
        '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
      ],
      [
        'Hello World',
        'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
        '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
      ],
    ] as const) {
      const toSpend = bip322ToSpend(text(message), VECTOR_SCRIPT)
      expect(toSpend.getId()).toBe(toSpendId)
      expect(bip322ToSign(toSpend).getId()).toBe(toSignId)
    }
  })

  it('encode a witness stack as a count and length-prefixed items', () => {
    expect(toHex(encodeWitness([Uint8Array.of(0xaa, 0xbb), new Uint8Array()]))).toBe('0202aabb00')
    expect(toHex(encodeWitness([]))).toBe('00')
  })
})
