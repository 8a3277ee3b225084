import { networks } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { BITCOIN_LAB_CHAIN_ID } from '../bitcoin/lab-chain.js'
import {
  BITCOIN_MAINNET_CHAIN_ID,
  bitcoinNetworkOf,
  isBitcoinNamespace,
  parseBitcoinCaip2,
  parseBitcoinCaip10,
} from './bitcoin-caip.js'

describe('Bitcoin CAIP ids', () => {
  it('sends any bip122 chain id down the Bitcoin path, well formed or not', () => {
    expect(isBitcoinNamespace('bip122:x')).toBe(true)
    expect(isBitcoinNamespace('eip155:1')).toBe(false)
    expect(isBitcoinNamespace(null)).toBe(false)
  })

  it('parses chains and accounts', () => {
    expect(parseBitcoinCaip2(BITCOIN_LAB_CHAIN_ID)).toBe(BITCOIN_LAB_CHAIN_ID)
    expect(parseBitcoinCaip2('bip122:0f9188')).toBeUndefined()
    expect(parseBitcoinCaip2('bip122:0F9188F13CB7B2C71F2A335E3A4FC328')).toBeUndefined()
    expect(parseBitcoinCaip10(`${BITCOIN_LAB_CHAIN_ID}:bcrt1qxyz0123456789ab`)).toEqual({
      chainId: BITCOIN_LAB_CHAIN_ID,
      address: 'bcrt1qxyz0123456789ab',
    })
    expect(parseBitcoinCaip10(`${BITCOIN_LAB_CHAIN_ID}:`)).toBeUndefined()
  })

  it('reads mainnet and regtest addresses on their chains, testnet’s on every other', () => {
    expect(bitcoinNetworkOf(BITCOIN_MAINNET_CHAIN_ID)).toBe(networks.bitcoin)
    expect(bitcoinNetworkOf(BITCOIN_LAB_CHAIN_ID)).toBe(networks.regtest)
    expect(bitcoinNetworkOf('bip122:000000000933ea01ad0ee984209779ba')).toBe(networks.testnet)
  })
})
