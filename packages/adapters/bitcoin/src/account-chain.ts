import type { CaipNetwork } from '@appkit/common'
import { looksLikeAddressOn } from './address-shape.js'
import { BITCOIN_CHAINS, bitcoinChainOf, listsChain } from './bitcoin-chains.js'

/**
 * The CAIP-2 id of the chain a Bitcoin account is on. A Bitcoin address says its network (bc, tb,
 * bcrt), so the wallet has no "current chain" to ask: of the dapp's networks the address fits,
 * the one asked for, else one the account lists, else the first. When none of the dapp's fits,
 * the account's own chain is returned, and the core shows the network as unsupported (spec §4).
 */
export function chainOfAccount(
  account: { address: string; chains: readonly string[] },
  networks: readonly CaipNetwork[],
  asked?: CaipNetwork,
): string | undefined {
  const fits = BITCOIN_CHAINS.filter((chain) => looksLikeAddressOn(account.address, chain))
  const fitting = (network: CaipNetwork) => fits.some((c) => c.caipNetworkId === network.caipNetworkId)
  const listed = (network: CaipNetwork) => {
    const chain = bitcoinChainOf(network.caipNetworkId)
    return chain ? listsChain(account.chains, chain) : account.chains.includes(network.caipNetworkId)
  }
  if (asked && fitting(asked)) return asked.caipNetworkId
  const dapps = networks.filter(fitting)
  const chosen = dapps.find(listed) ?? dapps[0]
  if (chosen) return chosen.caipNetworkId
  const own = fits.find((chain) => listsChain(account.chains, chain)) ?? fits[0]
  return own?.caipNetworkId ?? asked?.caipNetworkId ?? networks[0]?.caipNetworkId
}

/** `bip122:0f91…` → `0f91…`: the core keeps a bip122 network's id as its CAIP-2 reference. */
export const chainReference = (caipNetworkId: string) => caipNetworkId.slice(caipNetworkId.indexOf(':') + 1)
