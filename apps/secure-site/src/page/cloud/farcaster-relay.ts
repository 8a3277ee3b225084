import { z } from 'zod/mini'
import { type FetchLike, requestJson } from '../http/request-json.js'

const CALL_TIMEOUT_MS = 15_000

const channelSchema = z.object({
  channelToken: z.string().check(z.minLength(1), z.maxLength(256)),
  url: z.url().check(z.maxLength(8192)),
  nonce: z.string().check(z.maxLength(96)),
})
export type FarcasterChannel = z.output<typeof channelSchema>

const statusSchema = z.union([
  z.object({ state: z.literal('pending') }),
  z.object({
    state: z.literal('completed'),
    message: z.string().check(z.maxLength(16_384)),
    signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{2,2048}$/)),
    fid: z.number().check(z.int(), z.positive()),
    username: z.string().check(z.maxLength(256)),
  }),
])
export type FarcasterStatus = z.output<typeof statusSchema>

/** The cloud's Farcaster auth relay (apps/cloud README, "Sign In With Farcaster"), as this page uses it. */
export interface FarcasterRelay {
  createChannel(terms: { siweUri: string; domain: string; nonce: string }): Promise<FarcasterChannel>
  status(channelToken: string, signal?: AbortSignal): Promise<FarcasterStatus>
}

export function createFarcasterRelay(options: { cloudUrl: string; fetch: FetchLike }): FarcasterRelay {
  const base = `${options.cloudUrl}/farcaster/v1/channel`
  return {
    createChannel: (terms) =>
      requestJson(base, {
        method: 'POST',
        body: terms,
        schema: channelSchema,
        timeoutMs: CALL_TIMEOUT_MS,
        ...options,
      }),
    status: (channelToken, signal) =>
      requestJson(`${base}/status`, {
        token: channelToken,
        schema: statusSchema,
        timeoutMs: CALL_TIMEOUT_MS,
        ...(signal ? { signal } : {}),
        fetch: options.fetch,
      }),
  }
}
