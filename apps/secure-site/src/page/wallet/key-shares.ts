import { combine, split } from 'shamir-secret-sharing'
import { WalletSharesMismatchError } from '../errors.js'

/**
 * The three shares of a 2-of-3 split (shamir-secret-sharing, audited): any two rebuild the secret,
 * one alone tells nothing about it. Who holds which is the design (README "Key shares"):
 * - device: this browser's storage for this origin;
 * - auth: the cloud, released only to a session on a verified device;
 * - recovery: the cloud too, but sealed by this site's server with a key the cloud never sees.
 */
export interface KeyShares {
  device: Uint8Array
  auth: Uint8Array
  recovery: Uint8Array
}

export async function splitSecret(secret: Uint8Array): Promise<KeyShares> {
  const [device, auth, recovery] = await split(secret, 3, 2)
  return { device: device!, auth: auth!, recovery: recovery! }
}

/**
 * The secret from two different shares of one split. Shares of different lengths (e.g. a sealed
 * share passed as a plain one) are refused, not combined into noise.
 */
export async function combineShares(first: Uint8Array, second: Uint8Array): Promise<Uint8Array> {
  if (first.length !== second.length || first.length < 2) {
    throw new WalletSharesMismatchError({ details: 'The shares are not of one split' })
  }
  try {
    return await combine([first, second])
  } catch (cause) {
    throw new WalletSharesMismatchError({ details: 'The shares do not combine', cause })
  }
}
