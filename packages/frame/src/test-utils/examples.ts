// Test-only: one valid payload and success result for every request, typed so that a request added
// to the registry without an example here is a compile error.
import type { FramePayload, FrameRequestType, FrameResult } from '../schema/requests.js'
import type { FrameUser } from '../schema/user.js'

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export const USER: FrameUser = {
  email: 'me@example.com',
  address: ADDRESS,
  chainId: 1,
  accounts: [{ address: ADDRESS, type: 'eoa' }],
  preferredAccountType: 'eoa',
}

export const EXAMPLES: { [K in FrameRequestType]: { payload: FramePayload<K>; result: FrameResult<K> } } = {
  SWITCH_NETWORK: { payload: { chainId: 8453 }, result: { chainId: 8453 } },
  CONNECT_EMAIL: { payload: { email: 'me@example.com' }, result: { action: 'VERIFY_OTP' } },
  CONNECT_DEVICE: { payload: undefined, result: undefined },
  CONNECT_OTP: { payload: { otp: '123456' }, result: undefined },
  CONNECT_SOCIAL: { payload: { uri: 'https://app.example.com/?code=abc' }, result: USER },
  GET_FARCASTER_URI: { payload: undefined, result: { url: 'https://farcaster.example.com/connect?c=1' } },
  CONNECT_FARCASTER: { payload: undefined, result: { userName: 'me' } },
  GET_USER: { payload: { chainId: 1, preferredAccountType: 'eoa' }, result: USER },
  GET_SOCIAL_REDIRECT_URI: {
    payload: { provider: 'github' },
    result: { uri: 'https://github.com/login/oauth' },
  },
  SIGN_OUT: { payload: undefined, result: undefined },
  IS_CONNECTED: { payload: undefined, result: { isConnected: true } },
  GET_CHAIN_ID: { payload: undefined, result: { chainId: 'eip155:1' } },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    payload: undefined,
    result: { smartAccountEnabledNetworks: [1, 8453] },
  },
  INIT_SMART_ACCOUNT: { payload: undefined, result: { address: ADDRESS, isDeployed: false } },
  SET_PREFERRED_ACCOUNT: {
    payload: { type: 'smartAccount' },
    result: { type: 'smartAccount', address: ADDRESS },
  },
  RPC_REQUEST: {
    payload: { method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] },
    result: '0xsignature',
  },
  UPDATE_EMAIL: { payload: { email: 'new@example.com' }, result: { action: 'VERIFY_PRIMARY_OTP' } },
  UPDATE_EMAIL_PRIMARY_OTP: { payload: { otp: '111111' }, result: { action: 'VERIFY_SECONDARY_OTP' } },
  UPDATE_EMAIL_SECONDARY_OTP: { payload: { otp: '222222' }, result: { newEmail: 'new@example.com' } },
  SYNC_THEME: {
    payload: { themeMode: 'dark', themeVariables: { '--w3m-accent': '#47a1ff' } },
    result: undefined,
  },
  SYNC_DAPP_DATA: {
    payload: {
      projectId: 'p1',
      sdkVersion: 'html-wagmi-4.2.2',
      sdkType: 'appkit',
      metadata: { name: 'App', description: 'An app', url: 'https://app.example.com', icons: [] },
    },
    result: undefined,
  },
  RELOAD: { payload: undefined, result: undefined },
  RPC_ABORT: { payload: { requestId: '0f8fad5b-d9cb-469f-a165-70867728950e' }, result: undefined },
  ADD_PASSKEY: { payload: undefined, result: undefined },
  CONNECT_PASSKEY: { payload: undefined, result: undefined },
}

/** A fresh UUID-shaped id from a counter, so tests read well and never collide. */
export function testId(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`
}
