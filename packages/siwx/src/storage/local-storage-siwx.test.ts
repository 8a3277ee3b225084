import type { SiwxSession } from '@appkit/controllers'
import { memorySyncStorage } from '@appkit/testing/node'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SIWX_SESSIONS_MAX, SIWX_STORAGE_KEY } from '../constants.js'
import { InvalidSiwxSessionError } from '../errors/session-errors.js'
import { formatSiwxMessage } from '../message/format-message.js'
import {
  EVM_ADDRESS,
  EVM_ADDRESS_CHECKSUMMED,
  evmData,
  SOLANA_ADDRESS,
  solanaData,
} from '../test-utils/fixtures.js'
import { localStorageSiwx } from './local-storage-siwx.js'

const NOW = Date.parse('2021-09-30T18:00:00Z')

function session(data = evmData(), signature = '0x01'): SiwxSession {
  return { data, message: formatSiwxMessage(data), signature }
}

function setup(now = () => NOW) {
  const backend = memorySyncStorage()
  return { backend, storage: localStorageSiwx({ storage: backend, now }) }
}

describe('localStorageSiwx', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('keeps sessions under one key and finds them by network and address', async () => {
    const { backend, storage } = setup()
    const evm = session()
    const solana = session(solanaData())
    await storage.add(evm)
    await storage.add(solana)
    expect(JSON.parse(backend.entries.get(SIWX_STORAGE_KEY) ?? '')).toEqual([evm, solana])
    expect(await storage.get('eip155:1', EVM_ADDRESS)).toEqual([evm])
    expect(await storage.get('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', SOLANA_ADDRESS)).toEqual([solana])
    expect(await storage.get('eip155:10', EVM_ADDRESS)).toEqual([])
  })

  it('compares EVM addresses without regard to case, others exactly', async () => {
    const { storage } = setup()
    await storage.add(session())
    await storage.add(session(solanaData()))
    expect(await storage.get('eip155:1', EVM_ADDRESS_CHECKSUMMED)).toHaveLength(1)
    expect(
      await storage.get('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', SOLANA_ADDRESS.toLowerCase()),
    ).toEqual([])
  })

  it('keeps the same session once, however often it is added', async () => {
    const { storage } = setup()
    await storage.add(session())
    await storage.add(session())
    await storage.add(session(evmData(), '0x02'))
    expect(await storage.get('eip155:1', EVM_ADDRESS)).toHaveLength(2)
  })

  it('deletes the sessions of one address on one network only', async () => {
    const { backend, storage } = setup()
    await storage.add(session())
    await storage.add(session(evmData({ chainId: 'eip155:10' })))
    await storage.delete('eip155:1', EVM_ADDRESS_CHECKSUMMED)
    expect(await storage.get('eip155:1', EVM_ADDRESS)).toEqual([])
    expect(await storage.get('eip155:10', EVM_ADDRESS)).toHaveLength(1)
    await storage.delete('eip155:10', EVM_ADDRESS)
    expect(backend.entries.has(SIWX_STORAGE_KEY)).toBe(false)
  })

  it('replaces everything with set, and refuses to keep what is not a session', async () => {
    const { storage } = setup()
    await storage.add(session())
    const solana = session(solanaData())
    await storage.set([solana])
    expect(await storage.get('eip155:1', EVM_ADDRESS)).toEqual([])
    expect(await storage.get('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', SOLANA_ADDRESS)).toEqual([solana])
    await expect(storage.set([{ data: null } as unknown as SiwxSession])).rejects.toBeInstanceOf(
      InvalidSiwxSessionError,
    )
    await expect(storage.add('junk' as unknown as SiwxSession)).rejects.toBeInstanceOf(
      InvalidSiwxSessionError,
    )
  })

  it('drops expired sessions on read and writes the cleaned list back', async () => {
    let now = NOW
    const { backend, storage } = setup(() => now)
    const short = session(evmData({ expirationTime: '2021-09-30T19:00:00Z' }))
    const lasting = session(evmData({ nonce: 'lasting1', expirationTime: '2021-10-30T19:00:00Z' }))
    const forever = session(evmData({ nonce: 'forever1' }))
    await storage.set([short, lasting, forever])
    expect(await storage.get('eip155:1', EVM_ADDRESS)).toEqual([short, lasting, forever])
    now = Date.parse('2021-09-30T19:00:00Z')
    expect(await storage.get('eip155:1', EVM_ADDRESS)).toEqual([lasting, forever])
    expect(JSON.parse(backend.entries.get(SIWX_STORAGE_KEY) ?? '')).toEqual([lasting, forever])
  })

  it('keeps at most SIWX_SESSIONS_MAX sessions, dropping the oldest', async () => {
    const { storage } = setup()
    for (let i = 0; i < SIWX_SESSIONS_MAX + 5; i++)
      await storage.add(session(evmData({ nonce: `nonce${1000 + i}` })))
    const kept = await storage.get('eip155:1', EVM_ADDRESS)
    expect(kept).toHaveLength(SIWX_SESSIONS_MAX)
    expect(kept[0]?.data.nonce).toBe('nonce1005')
  })

  it('uses its own key when given one', async () => {
    const backend = memorySyncStorage()
    await localStorageSiwx({ storage: backend, key: 'my-app/sessions', now: () => NOW }).add(session())
    expect([...backend.entries.keys()]).toEqual(['my-app/sessions'])
  })

  it('uses the page’s localStorage by default', async () => {
    const backend = memorySyncStorage()
    vi.stubGlobal('localStorage', backend)
    await localStorageSiwx({ now: () => NOW }).add(session())
    expect(backend.entries.has(SIWX_STORAGE_KEY)).toBe(true)
  })

  it('keeps sessions in memory where there is no localStorage, one memory per instance', async () => {
    const first = localStorageSiwx({ now: () => NOW })
    await first.add(session())
    expect(await first.get('eip155:1', EVM_ADDRESS)).toHaveLength(1)
    expect(await localStorageSiwx({ now: () => NOW }).get('eip155:1', EVM_ADDRESS)).toEqual([])
  })

  it('falls back to memory when reading localStorage throws', async () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    try {
      const storage = localStorageSiwx({ now: () => NOW })
      await storage.add(session())
      expect(await storage.get('eip155:1', EVM_ADDRESS)).toHaveLength(1)
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage')
    }
  })

  it('reads nothing and throws nothing when the storage throws', async () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    const storage = localStorageSiwx({ storage: throwing, now: () => NOW })
    await expect(storage.add(session())).resolves.toBeUndefined()
    await expect(storage.get('eip155:1', EVM_ADDRESS)).resolves.toEqual([])
    await expect(storage.delete('eip155:1', EVM_ADDRESS)).resolves.toBeUndefined()
  })
})
