import type { SiwxSession } from '@appkit/controllers'
import { memorySyncStorage } from '@appkit/testing/node'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SIWX_STORAGE_KEY } from '../constants.js'
import { formatSiwxMessage } from '../message/format-message.js'
import { EVM_ADDRESS, evmData } from '../test-utils/fixtures.js'
import { localStorageSiwx } from './local-storage-siwx.js'

const NOW = Date.parse('2021-09-30T18:00:00Z')

function validSession(index: number): SiwxSession {
  const data = evmData({ nonce: `valid${1000 + index}`, expirationTime: '2099-01-01T00:00:00Z' })
  return { data, message: formatSiwxMessage(data), signature: `0x${index.toString(16).padStart(2, '0')}` }
}

const expired = (() => {
  const data = evmData({ nonce: 'expired1', expirationTime: '2021-09-30T17:00:00Z' })
  return { data, message: formatSiwxMessage(data), signature: '0x01' }
})()

const text = (maxLength: number) => fc.string({ unit: 'binary-ascii', maxLength })
const session = validSession(0)

// Entries that must be dropped: wrong shapes, wrong types, hostile keys, oversized values.
const badEntry: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    0,
    'session',
    [],
    {},
    { __proto__: { polluted: true } },
    JSON.parse('{"__proto__":{"polluted":true},"data":null}'),
    { ...session, signature: null },
    { ...session, message: 'x'.repeat(200_000) },
    { ...session, data: { ...session.data, resources: 'https://a.example/' } },
    { ...session, data: { ...session.data, expirationTime: 'not a date' } },
    { ...session, cacao: { h: { t: 'eip4361' } } },
    expired,
  ),
  text(40).map((chainId) => ({ ...session, data: { ...session.data, chainId } })),
  text(40),
)

// Whole stored values that are not a JSON list at all.
const badText = fc.oneof(
  fc.constantFrom('', '{', '[', 'null', 'true', '{}', '"[]"', 'NaN', '1e999', '[1,2'),
  text(200),
)

/** What storage holds: a bad text, or a list of valid ('valid') and bad entries. */
const stored = fc.oneof(
  { arbitrary: badText.map((value) => ({ text: value })), weight: 15 },
  {
    arbitrary: fc
      .array(fc.oneof(fc.constant('valid' as const), badEntry), { maxLength: 7 })
      .map((list) => ({ list })),
    weight: 85,
  },
)

describe('localStorageSiwx survives whatever is in storage', () => {
  it('never throws and never loses a valid entry', { timeout: 30_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(stored, async (value) => {
        const backend = memorySyncStorage()
        const valid: SiwxSession[] = []
        if ('text' in value) backend.setItem(SIWX_STORAGE_KEY, value.text)
        else {
          const entries = value.list.map((entry) => {
            if (entry !== 'valid') return entry
            const made = validSession(valid.length)
            valid.push(made)
            return made
          })
          backend.setItem(SIWX_STORAGE_KEY, JSON.stringify(entries))
        }

        const storage = localStorageSiwx({ storage: backend, now: () => NOW })
        await expect(storage.get('eip155:1', EVM_ADDRESS)).resolves.toEqual(valid)
        // The cleaned list was written back: only the valid entries are left.
        const left = backend.getItem(SIWX_STORAGE_KEY)
        expect(left === null ? [] : JSON.parse(left)).toEqual(valid)
        // And the storage goes on working.
        await storage.add(validSession(99))
        expect(await storage.get('eip155:1', EVM_ADDRESS)).toHaveLength(valid.length + 1)
        expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      }),
      { numRuns: 400 },
    )
  })

  it('reads a huge corrupted value without throwing', async () => {
    const backend = memorySyncStorage()
    backend.setItem(SIWX_STORAGE_KEY, `[${'9'.repeat(5_000_000)}`)
    const storage = localStorageSiwx({ storage: backend, now: () => NOW })
    await expect(storage.get('eip155:1', EVM_ADDRESS)).resolves.toEqual([])
    expect(backend.getItem(SIWX_STORAGE_KEY)).toBeNull()
  })

  it('keeps the valid entries beside a huge invalid one', async () => {
    const backend = memorySyncStorage()
    const session = validSession(1)
    backend.setItem(
      SIWX_STORAGE_KEY,
      JSON.stringify([{ ...session, signature: 'f'.repeat(3_000_000) }, session]),
    )
    const storage = localStorageSiwx({ storage: backend, now: () => NOW })
    await expect(storage.get('eip155:1', EVM_ADDRESS)).resolves.toEqual([session])
  })
})
