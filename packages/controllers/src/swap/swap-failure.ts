import { isUserRejection, toAppKitError } from '@appkit/common'

/** What the Swap view says of a failure: the error's own words (the spec's, for the service's). */
export function swapFailure(error: unknown): string {
  if (isUserRejection(error)) return 'Transaction rejected'
  return toAppKitError(error).message
}
