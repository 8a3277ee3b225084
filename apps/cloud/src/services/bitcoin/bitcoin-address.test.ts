import { networks, payments } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { testWallet } from './bitcoin.test-helper.js'
import { addressOfScript, canonicalAddress, scriptType } from './bitcoin-address.js'
import { fromHex } from './hex.js'

const wallet = testWallet('address/alice')
const regtest = networks.regtest

describe('canonicalAddress', () => {
  it('keeps regtest addresses, bech32 in lowercase whatever case it came in', () => {
    expect(canonicalAddress(wallet.p2wpkh.address, regtest)).toBe(wallet.p2wpkh.address)
    expect(canonicalAddress(wallet.p2tr.address.toUpperCase(), regtest)).toBe(wallet.p2tr.address)
  })

  it('keeps a nested SegWit (P2SH, 2…) address as written: base58 has one spelling', () => {
    const nested = wallet.p2shP2wpkh.address
    expect(nested).toMatch(/^2/)
    expect(canonicalAddress(nested, regtest)).toBe(nested)
    expect(canonicalAddress(nested.toLowerCase(), regtest)).toBeUndefined()
    const mainnet = payments.p2sh({ output: wallet.p2shP2wpkh.script, network: networks.bitcoin }).address!
    expect(mainnet).toMatch(/^3/)
    expect(canonicalAddress(mainnet, regtest)).toBeUndefined()
    expect(canonicalAddress(mainnet, networks.bitcoin)).toBe(mainnet)
  })

  it('refuses other networks’ addresses and nonsense', () => {
    expect(canonicalAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', regtest)).toBeUndefined()
    expect(canonicalAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', networks.bitcoin)).toBe(
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    )
    expect(canonicalAddress('bcrt1qnope', regtest)).toBeUndefined()
    expect(canonicalAddress('', regtest)).toBeUndefined()
  })
})

describe('scripts', () => {
  it.each([
    [`0014${'11'.repeat(20)}`, 'v0_p2wpkh'],
    [`0020${'11'.repeat(32)}`, 'v0_p2wsh'],
    [`5120${'11'.repeat(32)}`, 'v1_p2tr'],
    [`76a914${'11'.repeat(20)}88ac`, 'p2pkh'],
    [`a914${'11'.repeat(20)}87`, 'p2sh'],
    ['6a0568656c6c6f', 'op_return'],
    ['51', 'unknown'],
  ])('names %s %s', (hex, type) => {
    expect(scriptType(fromHex(hex)!)).toBe(type)
  })

  it('answers the address a script pays, or null', () => {
    expect(addressOfScript(wallet.p2tr.script, regtest)).toBe(wallet.p2tr.address)
    expect(addressOfScript(wallet.p2shP2wpkh.script, regtest)).toBe(wallet.p2shP2wpkh.address)
    expect(addressOfScript(fromHex('6a')!, regtest)).toBeNull()
  })
})
