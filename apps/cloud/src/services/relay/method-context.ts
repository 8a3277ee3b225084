import type { Peer, RelayHub } from './relay-hub.js'

/** What a method handler gets besides its params. */
export interface MethodContext {
  hub: RelayHub
  /** The client that sent the request. */
  peer: Peer
  /**
   * Runs after the reply is sent. Stored messages replayed on subscribe must reach the client
   * after it has learned that the subscription exists.
   */
  later(task: () => void): void
  /**
   * Takes `count` publishes from the client's rate; throws a limit-exceeded error when it has
   * fewer. Called once the params are read and before anything is stored.
   */
  admitPublishes(count: number): void
}

/**
 * Returns the JSON-RPC result, or a promise of it when the relay state is remote; throws (or
 * rejects with) JsonRpcError to answer with an error.
 */
export type MethodHandler = (params: unknown, context: MethodContext) => unknown
