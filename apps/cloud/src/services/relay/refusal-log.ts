/**
 * One line per connection the relay turns away, saying why: enough to tell an attack from a
 * misconfigured client, and never the token (a valid one would let the reader connect as its
 * client until it expires).
 */
export interface RelayRefusal {
  level: 'warn'
  time: string
  service: 'relay'
  msg: 'connection refused'
  status: number
  reason: string
  /** The did:key, once its signature is verified. */
  clientId?: string
  origin?: string
}

export type RefusalLog = (refusal: RelayRefusal) => void

/** The default: one JSON line on stderr. */
export const logRefusalToStderr: RefusalLog = (refusal) => {
  process.stderr.write(`${JSON.stringify(refusal)}\n`)
}

const MAX_FIELD = 200

export function refusal(
  status: number,
  reason: string,
  who: { clientId?: string; origin?: string | undefined } = {},
): RelayRefusal {
  return {
    level: 'warn',
    time: new Date().toISOString(),
    service: 'relay',
    msg: 'connection refused',
    status,
    reason,
    ...(who.clientId === undefined ? {} : { clientId: who.clientId }),
    // A header the client chose: bounded, so a refusal cannot flood the log.
    ...(who.origin === undefined ? {} : { origin: who.origin.slice(0, MAX_FIELD) }),
  }
}
