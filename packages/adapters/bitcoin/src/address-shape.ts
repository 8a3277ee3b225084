import { type CaipNetwork, isBitcoinAddress } from '@appkit/common'
import { type BitcoinChain, bitcoinChainOf } from './bitcoin-chains.js'

// Base58 without 0, O, I and l, at the lengths of a 20-byte hash with its version and checksum (26 to 35).
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{26,35}$/
// Bech32 data characters (no 1, b, i, o), from a 20-byte program up to the 90-character limit.
const BECH32_DATA = /^[02-9ac-hj-np-z]{38,87}$/

/**
 * Whether `address` has the form of an address of `chain` (spec §5): its bech32 part (bc, tb,
 * bcrt) or, where the chain has them, its legacy and script base58 leads. A shape check, cheap
 * enough for the page: the checksum is verified when a send is built, before the wallet is asked.
 */
export function looksLikeAddressOn(address: unknown, chain: BitcoinChain): boolean {
  if (typeof address !== 'string') return false
  if (BASE58.test(address)) return chain.base58Leads.includes(address[0]!)
  // Bech32 forbids mixed case; all upper case is allowed (denser QR codes).
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false
  const lower = address.toLowerCase()
  const prefix = `${chain.bech32}1`
  return lower.startsWith(prefix) && BECH32_DATA.test(lower.slice(prefix.length))
}

/**
 * Whether `address` can receive on one of the dapp's Bitcoin networks: what the Send form checks
 * while the visitor types (spec §5). A network the adapter does not know accepts any Bitcoin
 * address's shape; the send itself then checks against the network it goes to.
 */
export function isAddressOnAny(address: unknown, networks: readonly CaipNetwork[]): boolean {
  if (networks.length === 0) return isBitcoinAddress(address)
  return networks.some((network) => {
    const chain = bitcoinChainOf(network.caipNetworkId)
    return chain ? looksLikeAddressOn(address, chain) : isBitcoinAddress(address)
  })
}
