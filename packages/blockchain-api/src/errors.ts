// The ways a call to the wallet explorer or the blockchain API (spec §7) can fail: @appkit/common's
// classes, the one definition of each, so `instanceof` holds whichever package a caller imports.
export {
  HttpRequestError,
  ImagePreloadTimeoutError,
  InvalidAddressError,
  InvalidBaseUrlError,
  InvalidParameterError,
  InvalidResponseError,
  InvalidRpcResponseError,
  NetworkRequestError,
  RequestAbortedError,
  RequestTimeoutError,
  RpcError,
} from '@appkit/common'
