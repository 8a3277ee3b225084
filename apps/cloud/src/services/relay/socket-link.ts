import { type RawData, WebSocket } from 'ws'
import { openConnection } from './connection.js'
import type { PublishRate } from './publish-rate.js'
import type { RelayHub } from './relay-hub.js'

/** A client socket as the heartbeat sees it. */
export interface LinkedSocket {
  /** Pings the client, or drops it when it has not answered the previous ping. */
  heartbeat(): void
  terminate(): void
}

/**
 * Joins one `ws` socket to the relay protocol: text frames in, replies and deliveries out, the
 * hub told when the socket goes.
 */
export function linkSocket(
  hub: RelayHub,
  clientId: string,
  socket: WebSocket,
  onError: (error: unknown) => void,
  onClose: () => void,
  publishRate: PublishRate,
): LinkedSocket {
  let answeredPing = true
  /** A frame came in since the last heartbeat: the socket is alive, no ping needed to know it. */
  let heardFrame = false
  const connection = openConnection(
    hub,
    clientId,
    {
      send(text) {
        if (socket.readyState !== WebSocket.OPEN) return
        // A client that stops reading would make us buffer without end; it loses its socket.
        if (socket.bufferedAmount > hub.limits.maxBufferedBytes) socket.terminate()
        else socket.send(text)
      },
    },
    { onError, publishRate },
  )

  socket.on('message', (data) => {
    heardFrame = true
    connection.receive(toText(data))
  })
  socket.on('pong', () => {
    answeredPing = true
  })
  // ws reports protocol violations (a frame over maxPayload, bad UTF-8) here and closes the socket.
  socket.on('error', () => socket.terminate())
  socket.on('close', () => {
    connection.closed()
    onClose()
  })

  return {
    heartbeat() {
      // A busy socket (a wallet acknowledging deliveries, a dapp publishing) proves itself by its
      // frames; pinging it too would cost a write and a read per socket per interval for nothing.
      // A quiet one is pinged, and dropped when it missed the previous ping.
      if (heardFrame) {
        heardFrame = false
        answeredPing = true
        return
      }
      if (!answeredPing) {
        socket.terminate()
        return
      }
      answeredPing = false
      socket.ping()
    },
    terminate: () => socket.terminate(),
  }
}

function toText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8')
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.from(data).toString('utf8')
}
