import {
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  FRAME_SIGN_OUT_TIMEOUT_MS,
  isSafeRpcMethod,
} from '@appkit/common'
import type { FramePayload, FrameRequestType } from '../schema/requests.js'

// How long each request waits, and what aborting it does (spec §4 and §9).

/** Sent once the frame is ready however long that takes: they carry state, not a user's wait. */
const QUEUED = new Set<FrameRequestType>(['SYNC_THEME', 'SYNC_DAPP_DATA', 'SET_PREFERRED_ACCOUNT'])

/**
 * A user is waiting on these while the secure site talks to its backend or an identity provider (or
 * the person answers their authenticator).
 */
const USER_FLOW = new Set<FrameRequestType>([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'ADD_PASSKEY',
  'CONNECT_PASSKEY',
])

/** How long a request waits for the frame to be ready; undefined: as long as it takes. */
export function loadTimeoutMs(type: FrameRequestType): number | undefined {
  return QUEUED.has(type) ? undefined : FRAME_LOAD_TIMEOUT_MS
}

/**
 * How long a sent request waits for its answer; undefined: until answered or aborted (an RPC
 * request may wait on the user approving it, as long as they take).
 */
export function replyTimeoutMs(type: FrameRequestType): number | undefined {
  return USER_FLOW.has(type) ? FRAME_REQUEST_TIMEOUT_MS : undefined
}

/** Disconnect proceeds after this long whatever the frame does (load wait included). */
export function proceedAfterMs(type: FrameRequestType): number | undefined {
  return type === 'SIGN_OUT' ? FRAME_SIGN_OUT_TIMEOUT_MS : undefined
}

/**
 * What a caller's abort does. 'abortRpc': reject with 'Request was aborted' and tell the frame;
 * 'cancel': reject with 'Something went wrong'; 'ignore': a safe read-only RPC method runs to its
 * end (spec §4), since stopping a read changes nothing and its answer may still be wanted.
 */
export type AbortPolicy = 'abortRpc' | 'cancel' | 'ignore'

/**
 * The spec §6 safe list runs without approval, but one of its methods is no read: a broadcast can
 * still be stopped in the frame, so aborting it is passed on like any other.
 */
const SAFE_BUT_NOT_READ_ONLY = new Set<unknown>(['eth_sendRawTransaction'])

/** Safe read-only RPC methods (spec §4): reads and queries that change nothing anywhere. */
export function isReadOnlyRpcMethod(method: unknown): boolean {
  return isSafeRpcMethod(method) && !SAFE_BUT_NOT_READ_ONLY.has(method)
}

export function abortPolicy<T extends FrameRequestType>(type: T, payload: FramePayload<T>): AbortPolicy {
  if (type !== 'RPC_REQUEST') return 'cancel'
  const method =
    typeof payload === 'object' && payload !== null && 'method' in payload ? payload.method : undefined
  return isReadOnlyRpcMethod(method) ? 'ignore' : 'abortRpc'
}
