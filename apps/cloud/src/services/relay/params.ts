import { DEFAULT_TTL_SECONDS, type RelayLimits } from './limits.js'
import type { PublishInput } from './relay-hub.js'
import { invalidParams } from './rpc-error.js'

/*
 * Readers for the params of relay requests. Each checks one shape and throws an invalid-params
 * error naming the field, so a client bug shows up as a clear JSON-RPC error, not a crash.
 */

const MAX_TOPIC_LENGTH = 256

export function readObject(value: unknown, name = 'params'): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidParams(`${name} must be an object`)
  }
  return value as Record<string, unknown>
}

export function readTopic(value: unknown, name = 'topic'): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_TOPIC_LENGTH) {
    throw invalidParams(`${name} must be a non-empty string of at most ${MAX_TOPIC_LENGTH} characters`)
  }
  return value
}

export function readList(value: unknown, name: string, limits: RelayLimits): unknown[] {
  if (!Array.isArray(value)) throw invalidParams(`${name} must be an array`)
  if (value.length > limits.maxBatchSize) {
    throw invalidParams(`${name} has ${value.length} entries, more than ${limits.maxBatchSize}`)
  }
  return value
}

export function readTopics(value: unknown, limits: RelayLimits, name = 'topics'): string[] {
  return readList(value, name, limits).map((topic, i) => readTopic(topic, `${name}[${i}]`))
}

export function readMessage(value: unknown, limits: RelayLimits, name = 'message'): string {
  if (typeof value !== 'string' || value === '') throw invalidParams(`${name} must be a non-empty string`)
  const bytes = Buffer.byteLength(value)
  if (bytes > limits.maxMessageBytes) {
    throw invalidParams(`${name} is ${bytes} bytes, more than ${limits.maxMessageBytes}`)
  }
  return value
}

/** Seconds to keep the message; absent means the clients' default. Capped later by the store. */
export function readTtl(value: unknown): number {
  if (value === undefined) return DEFAULT_TTL_SECONDS
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw invalidParams('ttl must be a positive number of seconds')
  }
  return value
}

export function readTag(value: unknown, fallback = 0): number {
  if (value === undefined) return fallback
  if (!Number.isInteger(value)) throw invalidParams('tag must be an integer')
  return value as number
}

export function readOptionalString(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw invalidParams(`${name} must be a string`)
  return value
}

/** The params of irn_publish (and each entry of irn_batchPublish). */
export function readPublish(value: unknown, limits: RelayLimits, name = 'params'): PublishInput {
  const params = readObject(value, name)
  const attestation = readOptionalString(params.attestation, `${name}.attestation`)
  return {
    topic: readTopic(params.topic, `${name}.topic`),
    message: readMessage(params.message, limits, `${name}.message`),
    ttlSeconds: readTtl(params.ttl),
    tag: readTag(params.tag),
    ...(attestation === undefined ? {} : { attestation }),
  }
}
