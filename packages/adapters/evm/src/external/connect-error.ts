import {
  AppKitError,
  ConnectionRejectedError,
  FailedToConnectError,
  isUserRejection,
  toAppKitError,
} from '@appkit/common'

/**
 * A wallet SDK's failure to connect, as the spec names it (§8): the user saying no (4001, a
 * closed popup: the Coinbase SDK reports both as 4001) is 'Connection rejected'; anything else
 * (a blocked popup, an SDK that did not load) is 'Failed to connect' with the SDK's words as
 * details. Our own typed errors pass through.
 */
export function toConnectError(error: unknown): AppKitError {
  if (error instanceof AppKitError) return error
  const details = toAppKitError(error).details
  if (isUserRejection(error)) return new ConnectionRejectedError({ details, cause: error })
  return new FailedToConnectError({ details, cause: error })
}
