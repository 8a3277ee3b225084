import {
  BITCOIN_LAB_CHAIN_ID,
  BITCOIN_TEST_ACCOUNTS,
  SOLANA_LAB_CHAIN_ID,
  SOLANA_TEST_ACCOUNTS,
} from '@appkit/testing'
import type { ProposalTypes } from '@walletconnect/types'
import { describe, expect, it } from 'vitest'
import { SOLANA_MAINNET_CHAIN_ID } from './chains.js'
import { approvedNamespaces as approve, summarizeProposal, withChain } from './namespaces.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA_ADDRESS = SOLANA_TEST_ACCOUNTS[2].address
const BITCOIN_ADDRESS = BITCOIN_TEST_ACCOUNTS[2].payment.address
const approvedNamespaces = (proposal: ProposalTypes.Struct, address: string) =>
  approve(proposal, address, SOLANA_ADDRESS, BITCOIN_ADDRESS)

function proposal(
  requiredNamespaces: ProposalTypes.RequiredNamespaces,
  optionalNamespaces: ProposalTypes.OptionalNamespaces = {},
): ProposalTypes.Struct {
  return {
    id: 1,
    pairingTopic: 'a'.repeat(64),
    expiryTimestamp: Math.floor(Date.now() / 1000) + 300,
    relays: [{ protocol: 'irn' }],
    proposer: {
      publicKey: 'b'.repeat(64),
      metadata: { name: 'Lab', description: 'The lab', url: 'http://127.0.0.1:4173', icons: [] },
    },
    requiredNamespaces,
    optionalNamespaces,
  }
}

describe('approvedNamespaces', () => {
  it('approves the requested local chains with the account on each', () => {
    const namespaces = approvedNamespaces(
      proposal(
        { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] } },
        { eip155: { chains: ['eip155:31338'], methods: ['eth_sendTransaction'], events: [] } },
      ),
      ADDRESS,
    )
    expect(namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(namespaces.eip155?.accounts).toEqual([`eip155:31337:${ADDRESS}`, `eip155:31338:${ADDRESS}`])
    // Only what the dapp asked for: WalletConnect grants the intersection.
    expect(namespaces.eip155?.methods).toEqual(['personal_sign', 'eth_sendTransaction'])
  })

  it('leaves out optional chains the wallet does not know', () => {
    const namespaces = approvedNamespaces(
      proposal(
        {},
        { eip155: { chains: ['eip155:1', 'eip155:31337'], methods: ['personal_sign'], events: [] } },
      ),
      ADDRESS,
    )
    expect(namespaces.eip155?.chains).toEqual(['eip155:31337'])
  })

  it('throws when a required chain is not supported', () => {
    expect(() =>
      approvedNamespaces(
        proposal({ eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } }),
        ADDRESS,
      ),
    ).toThrow()
  })
})

describe('approving the solana namespace', () => {
  const solana = (chains: string[]) => ({
    solana: {
      chains,
      methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
      events: [],
    },
  })

  it('approves the lab SVM and mainnet with the Solana account, and the signing methods it answers', () => {
    const namespaces = approvedNamespaces(
      proposal({}, solana([SOLANA_LAB_CHAIN_ID, SOLANA_MAINNET_CHAIN_ID])),
      ADDRESS,
    )
    expect(namespaces.solana).toEqual({
      chains: [SOLANA_LAB_CHAIN_ID, SOLANA_MAINNET_CHAIN_ID],
      accounts: [`${SOLANA_LAB_CHAIN_ID}:${SOLANA_ADDRESS}`, `${SOLANA_MAINNET_CHAIN_ID}:${SOLANA_ADDRESS}`],
      methods: ['solana_signMessage', 'solana_signTransaction'],
      events: [],
    })
    expect(namespaces.eip155).toBeUndefined()
  })

  it('approves EVM and Solana side by side when the dapp asks for both', () => {
    const namespaces = approvedNamespaces(
      proposal(
        {},
        {
          eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] },
          ...solana([SOLANA_LAB_CHAIN_ID]),
        },
      ),
      ADDRESS,
    )
    expect(Object.keys(namespaces).sort()).toEqual(['eip155', 'solana'])
    expect(namespaces.solana?.accounts).toEqual([`${SOLANA_LAB_CHAIN_ID}:${SOLANA_ADDRESS}`])
  })

  it('leaves out Solana chains it does not know, and fails when one is required', () => {
    const optional = approvedNamespaces(
      proposal({}, solana(['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', SOLANA_LAB_CHAIN_ID])),
      ADDRESS,
    )
    expect(optional.solana?.chains).toEqual([SOLANA_LAB_CHAIN_ID])
    expect(() =>
      approvedNamespaces(proposal(solana(['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'])), ADDRESS),
    ).toThrow()
  })
})

describe('approving the bip122 namespace', () => {
  // What the AppKit Bitcoin adapter proposes (walletconnect-namespace.ts), with mainnet beside regtest.
  const bip122 = (chains: string[]) => ({
    bip122: {
      chains,
      methods: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
      events: ['bip122_addressesChanged'],
    },
  })
  const MAINNET = 'bip122:000000000019d6689c085ae165831e93'

  it("approves the lab's regtest with the payment address and the methods it answers", () => {
    const namespaces = approvedNamespaces(proposal({}, bip122([MAINNET, BITCOIN_LAB_CHAIN_ID])), ADDRESS)
    expect(namespaces.bip122).toEqual({
      chains: [BITCOIN_LAB_CHAIN_ID],
      accounts: [`${BITCOIN_LAB_CHAIN_ID}:${BITCOIN_ADDRESS}`],
      methods: ['getAccountAddresses', 'signMessage', 'signPsbt'],
      events: ['bip122_addressesChanged'],
    })
    expect(BITCOIN_ADDRESS).not.toBe(BITCOIN_TEST_ACCOUNTS[0].payment.address)
    expect(namespaces.eip155).toBeUndefined()
  })

  it('approves all three namespaces side by side, and fails when an unknown Bitcoin chain is required', () => {
    const namespaces = approvedNamespaces(
      proposal(
        {},
        {
          eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] },
          solana: { chains: [SOLANA_LAB_CHAIN_ID], methods: ['solana_signMessage'], events: [] },
          ...bip122([BITCOIN_LAB_CHAIN_ID]),
        },
      ),
      ADDRESS,
    )
    expect(Object.keys(namespaces).sort()).toEqual(['bip122', 'eip155', 'solana'])
    expect(() => approvedNamespaces(proposal(bip122([MAINNET])), ADDRESS)).toThrow()
  })
})

describe('withChain', () => {
  const session = {
    eip155: {
      chains: ['eip155:31337'],
      accounts: [`eip155:31337:${ADDRESS}`],
      methods: ['personal_sign'],
      events: ['chainChanged'],
    },
  }

  it('adds a chain and its account', () => {
    expect(withChain(session, 'eip155:31338', ADDRESS).eip155).toEqual({
      ...session.eip155,
      chains: ['eip155:31337', 'eip155:31338'],
      accounts: [`eip155:31337:${ADDRESS}`, `eip155:31338:${ADDRESS}`],
    })
  })

  it('returns the same namespaces when the chain is already there', () => {
    expect(withChain(session, 'eip155:31337', ADDRESS)).toBe(session)
  })
})

describe('summarizeProposal', () => {
  it('lists required and optional chains, methods and events once each', () => {
    const summary = summarizeProposal(
      proposal(
        { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] } },
        {
          eip155: { chains: ['eip155:31337', 'eip155:31338'], methods: ['personal_sign'], events: [] },
          'eip155:1': { methods: ['eth_sendTransaction'], events: ['accountsChanged'] },
        },
      ),
    )
    expect(summary).toEqual({
      chains: ['eip155:31337', 'eip155:31338', 'eip155:1'],
      methods: ['personal_sign', 'eth_sendTransaction'],
      events: ['chainChanged', 'accountsChanged'],
    })
  })
})
