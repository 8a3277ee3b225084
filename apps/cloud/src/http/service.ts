import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'

/**
 * The one interface of the cloud's services (health, the blockchain API, the explorer, the chains,
 * auth, sign-in, …): each is mounted on the same server and answers only the requests it owns, so
 * adding a service never touches the others. cloud-services.ts lists them in the server's order.
 */
export interface Service {
  /** Returns true when it answered the request; false passes it on to the next service. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): boolean | Promise<boolean>
  /**
   * A WebSocket upgrade on this server (the Solana node's subscriptions share its URL): returns true
   * when it took the socket; false passes it on. Nobody takes it: 404 and the socket is closed.
   */
  upgrade?(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): boolean
  /** Closes what the service holds open (its sockets); the server calls it as it closes. */
  close?(): void
}
