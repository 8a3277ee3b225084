import { watchOutbound } from '@appkit/testing/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RunningRelay, startRelay } from './relay-server.js'
import { ACCOUNT, CHAIN, createClients, NAMESPACE } from './walletconnect-clients.test-helper.js'

/*
 * The real WalletConnect clients, dapp and wallet in one process, paired through our relay with
 * nothing leaving 127.0.0.1.
 */

let relay: RunningRelay
let outbound: ReturnType<typeof watchOutbound>

beforeAll(async () => {
  // Core reads this when it is created: it then skips the verify and telemetry servers.
  vi.stubEnv('IS_VITEST', 'true')
  outbound = watchOutbound()
  relay = await startRelay({ host: '127.0.0.1', port: 0 })
})

afterAll(async () => {
  outbound.stop()
  vi.unstubAllEnvs()
  await relay.close()
})

const onOneRelay = () => ({ dapp: relay.url, wallet: relay.url })

describe('the relay with the real WalletConnect clients', () => {
  it('pairs, approves, signs personal_sign and deletes the session', { timeout: 30_000 }, async () => {
    const clients = await createClients('flow', onOneRelay())
    const { dapp, wallet, nextProposal, approve, close } = clients
    try {
      const proposal = nextProposal()
      const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155: NAMESPACE } })
      expect(uri).toMatch(/^wc:/)
      // Waited for at once: WalletConnect drops a settlement that comes before approval() is called.
      const approved = approval()
      await wallet.pair({ uri: uri! })
      const { id, params } = await proposal
      expect(JSON.stringify(params)).toContain(CHAIN)

      await approve(id)
      const session = await approved
      expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${ACCOUNT.address}`])

      clients.answerPersonalSign()
      await clients.expectSigned(session.topic, 'Signed through the local relay')

      const deleted = new Promise<{ topic: string }>((resolve) => dapp.once('session_delete', resolve))
      await wallet.disconnectSession({
        topic: session.topic,
        reason: { code: 6000, message: 'User disconnected.' },
      })
      expect((await deleted).topic).toBe(session.topic)
      expect(dapp.session.getAll()).toEqual([])
    } finally {
      await close()
    }

    expect(outbound.blocked).toEqual([])
    expect(outbound.hosts.length).toBeGreaterThan(0)
    expect(outbound.hosts.filter((host) => host !== '127.0.0.1')).toEqual([])
  })

  /*
   * The cause of "I approved and nothing happened" in the test wallet's e2e suite: its dapp called
   * approval() only after Playwright's Approve click returned, and under load the settlement came
   * first. WalletConnect's delayed promise resolves only a waiter that exists when the session
   * settles, so every dapp must start waiting as soon as connect() returns. If this test fails,
   * WalletConnect fixed it, and the early waits (test wallet e2e, UniversalProvider) are no longer
   * load-bearing.
   */
  it('loses a session settled before approval() was called', { timeout: 30_000 }, async () => {
    const { dapp, wallet, nextProposal, approve, close } = await createClients('late', onOneRelay())
    try {
      const proposal = nextProposal()
      const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155: NAMESPACE } })
      const settled = new Promise<{ session: { topic: string } }>((resolve) =>
        dapp.once('session_connect', resolve),
      )
      await wallet.pair({ uri: uri! })
      await approve((await proposal).id)
      const { session } = await settled
      expect(dapp.session.keys).toEqual([session.topic])

      const late = approval()
      late.catch(() => undefined)
      const outcome = await Promise.race([
        late.then(() => 'resolved'),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1000)),
      ])
      expect(outcome).toBe('still waiting')
    } finally {
      await close()
    }
  })
})
