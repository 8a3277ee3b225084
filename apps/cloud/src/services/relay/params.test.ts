import { describe, expect, it } from 'vitest'
import { JsonRpcError } from '../../http/json-rpc-error.js'
import { DEFAULT_RELAY_LIMITS } from './limits.js'
import { readPublish, readTopics } from './params.js'

const limits = { ...DEFAULT_RELAY_LIMITS, maxMessageBytes: 4, maxBatchSize: 2 }

function errorOf(read: () => unknown): JsonRpcError | undefined {
  try {
    read()
  } catch (error) {
    if (error instanceof JsonRpcError) return error
    throw error
  }
  return undefined
}

describe('readPublish', () => {
  it('reads a publish with the clients’ defaults for ttl and tag', () => {
    expect(readPublish({ topic: 't', message: 'abc', prompt: true }, limits)).toEqual({
      topic: 't',
      message: 'abc',
      ttlSeconds: 300,
      tag: 0,
    })
    expect(
      readPublish({ topic: 't', message: 'abc', ttl: 60, tag: 1108, attestation: 'jwt' }, limits),
    ).toEqual({ topic: 't', message: 'abc', ttlSeconds: 60, tag: 1108, attestation: 'jwt' })
  })

  it.each([
    [{ message: 'abc' }, 'params.topic must be a non-empty string'],
    [{ topic: 't', message: '' }, 'params.message must be a non-empty string'],
    [{ topic: 't', message: 'ééé' }, 'params.message is 6 bytes, more than 4'],
    [{ topic: 't', message: 'a', ttl: 0 }, 'ttl must be a positive number'],
    [{ topic: 't', message: 'a', tag: 1.5 }, 'tag must be an integer'],
    [{ topic: 't', message: 'a', attestation: 5 }, 'params.attestation must be a string'],
  ])('refuses %j with -32602', (params, message) => {
    const error = errorOf(() => readPublish(params, limits))
    expect(error?.code).toBe(-32602)
    expect(error?.message).toContain(message)
  })
})

describe('readTopics', () => {
  it('reads up to the batch cap and names the bad entry', () => {
    expect(readTopics(['a', 'b'], limits)).toEqual(['a', 'b'])
    expect(errorOf(() => readTopics(['a', 'b', 'c'], limits))?.message).toContain('3 entries, more than 2')
    expect(errorOf(() => readTopics(['a', ''], limits))?.message).toContain('topics[1]')
    expect(errorOf(() => readTopics('a', limits))?.message).toContain('topics must be an array')
  })
})
