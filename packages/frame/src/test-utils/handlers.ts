import { type Mock, vi } from 'vitest'
import type { FrameHandler } from '../endpoint/run-handler.js'
import type { FrameRequestType } from '../schema/requests.js'
import { EXAMPLES } from './examples.js'

// Test-only: every handler a mock answering its example result.

export type MockHandlers = { [K in FrameRequestType]: Mock<FrameHandler<K>> }

export function createHandlers(): MockHandlers {
  const mock = <K extends FrameRequestType>(type: K): Mock<FrameHandler<K>> =>
    vi.fn<FrameHandler<K>>(async () => EXAMPLES[type].result)
  return {
    SWITCH_NETWORK: mock('SWITCH_NETWORK'),
    CONNECT_EMAIL: mock('CONNECT_EMAIL'),
    CONNECT_DEVICE: mock('CONNECT_DEVICE'),
    CONNECT_OTP: mock('CONNECT_OTP'),
    CONNECT_SOCIAL: mock('CONNECT_SOCIAL'),
    GET_FARCASTER_URI: mock('GET_FARCASTER_URI'),
    CONNECT_FARCASTER: mock('CONNECT_FARCASTER'),
    GET_USER: mock('GET_USER'),
    GET_SOCIAL_REDIRECT_URI: mock('GET_SOCIAL_REDIRECT_URI'),
    SIGN_OUT: mock('SIGN_OUT'),
    IS_CONNECTED: mock('IS_CONNECTED'),
    GET_CHAIN_ID: mock('GET_CHAIN_ID'),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: mock('GET_SMART_ACCOUNT_ENABLED_NETWORKS'),
    INIT_SMART_ACCOUNT: mock('INIT_SMART_ACCOUNT'),
    SET_PREFERRED_ACCOUNT: mock('SET_PREFERRED_ACCOUNT'),
    RPC_REQUEST: mock('RPC_REQUEST'),
    UPDATE_EMAIL: mock('UPDATE_EMAIL'),
    UPDATE_EMAIL_PRIMARY_OTP: mock('UPDATE_EMAIL_PRIMARY_OTP'),
    UPDATE_EMAIL_SECONDARY_OTP: mock('UPDATE_EMAIL_SECONDARY_OTP'),
    SYNC_THEME: mock('SYNC_THEME'),
    SYNC_DAPP_DATA: mock('SYNC_DAPP_DATA'),
    RELOAD: mock('RELOAD'),
    RPC_ABORT: mock('RPC_ABORT'),
    ADD_PASSKEY: mock('ADD_PASSKEY'),
    CONNECT_PASSKEY: mock('CONNECT_PASSKEY'),
  }
}

/** Every handler call so far, across all handlers. */
export function handlerCalls(handlers: MockHandlers): number {
  return Object.values(handlers).reduce((sum, handler) => sum + handler.mock.calls.length, 0)
}
