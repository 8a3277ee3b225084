import type { CaipNetworkId } from '@appkit/common'
import type { SiwxSession } from '@appkit/controllers'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createSiwx } from './create-siwx.js'
import { SiwxInvalidSignatureError } from './errors/session-errors.js'
import { generateNonce } from './nonce.js'
import { parseSiwxSession } from './storage/session-schema.js'
import type { SiwxStorage } from './storage/siwx-storage.js'
import { evmVerifier } from './verifiers/evm-verifier.js'
import { solanaVerifier } from './verifiers/solana-verifier.js'
import type { SiwxVerifier } from './verifiers/verifier.js'

// The README's "Your own backend" example, run: the backend issues each nonce once, verifies the
// signed session with this package's verifiers and keeps it; the page's createSiwx asks it for
// nonces and keeps sessions there. `fetch` is replaced by direct calls to keep the test in-process.

/** The backend's side: what its /nonce and /sessions routes would do. */
function createBackend(verifiers: SiwxVerifier[]) {
  const issued = new Set<string>()
  const sessions: SiwxSession[] = []
  return {
    nonce(): string {
      const nonce = generateNonce()
      issued.add(nonce)
      return nonce
    },
    async addSession(body: unknown): Promise<{ status: number }> {
      const session = parseSiwxSession(body)
      if (session === undefined) return { status: 400 }
      // A nonce is good once: a replayed signature gets nowhere.
      if (!issued.delete(session.data.nonce)) return { status: 401 }
      const verifier = verifiers.find((each) => session.data.chainId.startsWith(`${each.namespace}:`))
      if (!verifier || !(await verifier.verify(session))) return { status: 401 }
      sessions.push(session)
      return { status: 201 }
    },
    getSessions: (chainId: string, address: string) =>
      sessions.filter(
        (s) => s.data.chainId === chainId && s.data.accountAddress.toLowerCase() === address.toLowerCase(),
      ),
  }
}

/** The page's side: a SiwxStorage that keeps sessions on the backend. */
function backendStorage(backend: ReturnType<typeof createBackend>): SiwxStorage {
  return {
    async add(session) {
      const { status } = await backend.addSession(JSON.parse(JSON.stringify(session)))
      if (status !== 201) throw new SiwxInvalidSignatureError({ details: `the backend answered ${status}` })
    },
    get: async (chainId: CaipNetworkId, address: string) => backend.getSessions(chainId, address),
    set: async () => undefined,
    delete: async () => undefined,
  }
}

describe('a dapp with its own backend', () => {
  const account = privateKeyToAccount(generatePrivateKey())
  const backend = createBackend([evmVerifier(), solanaVerifier()])
  const siwx = createSiwx({
    domain: 'app.example.com',
    uri: 'https://app.example.com',
    getNonce: async () => backend.nonce(),
    verifiers: [evmVerifier(), solanaVerifier()],
    storage: backendStorage(backend),
  })

  async function signIn(): Promise<SiwxSession> {
    const message = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
    const { toString: _, ...data } = message
    return {
      data,
      message: message.toString(),
      signature: await account.signMessage({ message: message.toString() }),
    }
  }

  it('signs in with a nonce the backend issued, and the backend keeps the session', async () => {
    const session = await signIn()
    await siwx.addSession(session)
    expect(await siwx.getSessions('eip155:1', account.address)).toHaveLength(1)
  })

  it('refuses a replayed session: its nonce was used', async () => {
    const session = await signIn()
    await siwx.addSession(session)
    await expect(siwx.addSession(session)).rejects.toBeInstanceOf(SiwxInvalidSignatureError)
  })

  it('refuses a session whose nonce the backend never issued', async () => {
    const session = await signIn()
    const data = { ...session.data, nonce: 'madeUpNonce1' }
    const message = session.message.replace(session.data.nonce, 'madeUpNonce1')
    const forged = { data, message, signature: await account.signMessage({ message }) }
    await expect(siwx.addSession(forged)).rejects.toBeInstanceOf(SiwxInvalidSignatureError)
  })
})
