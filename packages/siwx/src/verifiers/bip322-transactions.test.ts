import { address, networks } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { bip322MessageHash, bip322ToSign } from './bip322-transactions.js'

const text = (value: string) => new TextEncoder().encode(value)
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const VECTOR_SCRIPT = address.toOutputScript('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', networks.bitcoin)

// BIP-322's test vectors: message hashes and the id of to_sign for its address.
describe("BIP-322's virtual transactions", () => {
  it('hash messages as the BIP lists', () => {
    expect(hex(bip322MessageHash(text('')))).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    )
    expect(hex(bip322MessageHash(text('Hello World')))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
  })

  it('build to_sign with the ids the BIP lists', () => {
    expect(bip322ToSign(text(''), VECTOR_SCRIPT).getId()).toBe(
      '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
    )
    expect(bip322ToSign(text('Hello World'), VECTOR_SCRIPT).getId()).toBe(
      '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
    )
  })
})
