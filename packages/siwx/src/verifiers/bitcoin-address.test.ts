import { networks } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { bitcoinKey } from '../test-utils/bitcoin-keys.js'
import { decodeSegwitAddress } from './bitcoin-address.js'

describe('decodeSegwitAddress', () => {
  it('reads P2WPKH and P2TR addresses of the expected network, in either case', () => {
    const key = bitcoinKey(1, networks.regtest)
    expect(decodeSegwitAddress(key.p2wpkh, 'bcrt')).toMatchObject({ kind: 'p2wpkh', hash: key.hash })
    expect(decodeSegwitAddress(key.p2wpkh.toUpperCase(), 'bcrt')).toMatchObject({ kind: 'p2wpkh' })
    const taproot = decodeSegwitAddress(key.p2tr, 'bcrt')
    expect(taproot?.kind).toBe('p2tr')
    expect(taproot?.script).toHaveLength(34)
  })

  it('refuses another network, base58, P2WSH, a bad checksum and junk', () => {
    const key = bitcoinKey(1, networks.bitcoin)
    expect(decodeSegwitAddress(key.p2wpkh, 'tb')).toBeUndefined()
    expect(decodeSegwitAddress(key.p2pkh, 'bc')).toBeUndefined()
    expect(
      decodeSegwitAddress('bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', 'bc'),
    ).toBeUndefined()
    expect(decodeSegwitAddress(`${key.p2wpkh.slice(0, -1)}q`, 'bc')).toBeUndefined()
    expect(decodeSegwitAddress('', 'bc')).toBeUndefined()
  })
})
