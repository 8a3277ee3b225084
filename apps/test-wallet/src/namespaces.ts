import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces } from '@walletconnect/utils'
import { BITCOIN_EVENTS, BITCOIN_METHODS } from './bitcoin-request.js'
import { SUPPORTED_BITCOIN_CHAINS, SUPPORTED_CAIP_CHAINS, SUPPORTED_SOLANA_CHAINS } from './chains.js'
import { SOLANA_METHODS } from './solana-request.js'

export const SUPPORTED_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'eth_chainId',
  'eth_accounts',
  'eth_requestAccounts',
  'wallet_addEthereumChain',
]

export const SUPPORTED_EVENTS = ['chainChanged', 'accountsChanged']

/**
 * What the wallet offers: both local EVM chains with the methods above, and the local SVM and
 * Solana mainnet with the Solana signing methods, the lab's Bitcoin regtest with the bip122 methods
 * (its payment address as the account); its one account of each kind on each chain. No Solana
 * events: the wallet never changes its Solana account or chain by itself.
 */
export function supportedNamespaces(address: string, solanaAddress: string, bitcoinAddress: string) {
  return {
    eip155: {
      chains: [...SUPPORTED_CAIP_CHAINS],
      methods: [...SUPPORTED_METHODS],
      events: [...SUPPORTED_EVENTS],
      accounts: SUPPORTED_CAIP_CHAINS.map((chain) => `${chain}:${address}`),
    },
    solana: {
      chains: [...SUPPORTED_SOLANA_CHAINS],
      methods: [...SOLANA_METHODS],
      events: [],
      accounts: SUPPORTED_SOLANA_CHAINS.map((chain) => `${chain}:${solanaAddress}`),
    },
    bip122: {
      chains: [...SUPPORTED_BITCOIN_CHAINS],
      methods: [...BITCOIN_METHODS],
      events: [...BITCOIN_EVENTS],
      accounts: SUPPORTED_BITCOIN_CHAINS.map((chain) => `${chain}:${bitcoinAddress}`),
    },
  }
}

/**
 * The namespaces to approve a proposal with: what the dapp asked for (required and optional) that
 * the wallet supports. Throws WalletConnect's own error when a required chain or method is missing.
 */
export function approvedNamespaces(
  proposal: ProposalTypes.Struct,
  address: string,
  solanaAddress: string,
  bitcoinAddress: string,
): SessionTypes.Namespaces {
  return buildApprovedNamespaces({
    proposal,
    supportedNamespaces: supportedNamespaces(address, solanaAddress, bitcoinAddress),
  })
}

/**
 * A session's namespaces with one more supported chain (and the account on it), for a switch to a
 * chain the dapp did not ask for when it connected. Unchanged when the chain is already there.
 */
export function withChain(
  namespaces: SessionTypes.Namespaces,
  chain: string,
  address: string,
): SessionTypes.Namespaces {
  const eip155 = namespaces.eip155
  if (!eip155) return namespaces
  const chains = eip155.chains ?? [...new Set(eip155.accounts.map((a) => a.split(':').slice(0, 2).join(':')))]
  if (chains.includes(chain)) return namespaces
  return {
    ...namespaces,
    eip155: { ...eip155, chains: [...chains, chain], accounts: [...eip155.accounts, `${chain}:${address}`] },
  }
}

export interface ProposalSummary {
  chains: string[]
  methods: string[]
  events: string[]
}

/** Every chain, method and event a proposal asks for, required or optional, without repeats. */
export function summarizeProposal(proposal: ProposalTypes.Struct): ProposalSummary {
  const all = [
    ...Object.entries(proposal.requiredNamespaces ?? {}),
    ...Object.entries(proposal.optionalNamespaces ?? {}),
  ]
  const chains = new Set<string>()
  const methods = new Set<string>()
  const events = new Set<string>()
  for (const [key, namespace] of all) {
    // A key is a namespace (`eip155`, with `chains`) or a chain itself (`eip155:1`).
    for (const chain of key.includes(':') ? [key] : (namespace.chains ?? [])) chains.add(chain)
    for (const method of namespace.methods) methods.add(method)
    for (const event of namespace.events) events.add(event)
  }
  return { chains: [...chains], methods: [...methods], events: [...events] }
}
