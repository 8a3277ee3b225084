import { z } from 'zod'
import type { NewMessage, StoredMessage } from './message-store.js'

/*
 * A stored message as the Redis state writes it: JSON in the message's key, and `seq digest JSON`
 * on the topic's fan-out channel. Read back through a schema like any input from outside: another
 * program (or another version of this one) may share the Redis.
 */

const recordSchema = z.object({
  topic: z.string(),
  message: z.string(),
  tag: z.number().int(),
  attestation: z.string().optional(),
  publishedAt: z.number(),
  expiresAt: z.number(),
  publisher: z.string(),
})

const seqSchema = z.coerce.number().int().positive()

export function encodeRecord(input: NewMessage, publishedAt: number, expiresAt: number): string {
  const { topic, message, tag, attestation, publisher } = input
  return JSON.stringify({ topic, message, tag, attestation, publishedAt, expiresAt, publisher })
}

/** Throws when the record is not one this relay wrote. */
export function decodeRecord(seq: unknown, json: string): StoredMessage {
  const { attestation, ...record } = recordSchema.parse(JSON.parse(json))
  return {
    ...record,
    ...(attestation === undefined ? {} : { attestation }),
    seq: seqSchema.parse(seq),
    bytes: Buffer.byteLength(record.message),
  }
}

/**
 * A fan-out payload: the message's sequence number on its topic, its digest and its record,
 * apart by spaces. The digest comes along so that the instance acknowledging the delivery does
 * not hash the message again.
 */
export function decodeAnnouncement(payload: string): { stored: StoredMessage; digest: string } {
  const first = payload.indexOf(' ')
  const second = payload.indexOf(' ', first + 1)
  if (first < 0 || second < 0) throw new Error('A relay announcement must read "seq digest record".')
  return {
    stored: decodeRecord(payload.slice(0, first), payload.slice(second + 1)),
    digest: payload.slice(first + 1, second),
  }
}
