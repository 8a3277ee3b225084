import { AppKitError, ConnectionRejectedError, FailedToConnectError } from '@appkit/common'

/**
 * A wallet SDK's failure to connect, as the spec names it (§8): the user saying no (4001; a
 * closed popup too: the Coinbase SDK reports it as 4001) is 'Connection rejected'; anything else
 * (a blocked popup, an SDK that did not load) is 'Failed to connect' with the SDK's words as
 * details. Our own typed errors pass through. Deliberately small (it is on the first paint): the
 * SDKs answer EIP-1193 errors `{ code, message }`, so no walk of the cause chain is needed.
 */
export function toConnectError(error: unknown): AppKitError {
  if (error instanceof AppKitError) return error
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown
    message?: unknown
  }
  const details = typeof message === 'string' ? message : String(error)
  return code === 4001
    ? new ConnectionRejectedError({ details, cause: error })
    : new FailedToConnectError({ details, cause: error })
}
