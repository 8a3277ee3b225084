import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { type WebSocket, WebSocket as WsSocket } from 'ws'
import { DEFAULT_RELAY_LIMITS } from './limits.js'
import { createPublishRate } from './publish-rate.js'
import { createRelayHub } from './relay-hub.js'
import { linkSocket } from './socket-link.js'

/** The part of a `ws` socket the link uses, counting pings and recording what it sends. */
class FakeSocket extends EventEmitter {
  readyState: number = WsSocket.OPEN
  bufferedAmount = 0
  pings = 0
  terminated = false
  sent: string[] = []
  ping() {
    this.pings++
  }
  send(text: string) {
    this.sent.push(text)
  }
  terminate() {
    this.terminated = true
  }
}

function linked() {
  const hub = createRelayHub(DEFAULT_RELAY_LIMITS)
  const socket = new FakeSocket()
  const link = linkSocket(
    hub,
    'did:key:z6Mk',
    socket as unknown as WebSocket,
    () => {},
    () => {},
    createPublishRate(DEFAULT_RELAY_LIMITS),
  )
  return { socket, link }
}

const ACK = Buffer.from('{"id":1,"jsonrpc":"2.0","result":true}')

describe('linkSocket heartbeat', () => {
  it('pings a quiet socket each beat and drops it when it missed a ping', () => {
    const { socket, link } = linked()
    link.heartbeat()
    expect(socket.pings).toBe(1)
    socket.emit('pong')
    link.heartbeat()
    expect(socket.pings).toBe(2)
    link.heartbeat()
    expect(socket.terminated).toBe(true)
  })

  it('does not ping a socket that sent frames since the last beat (a write and a read per socket saved)', () => {
    const { socket, link } = linked()
    for (let beat = 0; beat < 5; beat++) {
      socket.emit('message', ACK)
      link.heartbeat()
    }
    expect(socket.pings).toBe(0)
    expect(socket.terminated).toBe(false)
  })

  it('drops a socket that went silent after talking, once it misses a ping', () => {
    const { socket, link } = linked()
    socket.emit('message', ACK)
    link.heartbeat()
    expect(socket.pings).toBe(0)
    link.heartbeat()
    expect(socket.pings).toBe(1)
    expect(socket.terminated).toBe(false)
    link.heartbeat()
    expect(socket.terminated).toBe(true)
  })

  it('counts a frame as the answer to an outstanding ping', () => {
    const { socket, link } = linked()
    link.heartbeat()
    expect(socket.pings).toBe(1)
    socket.emit('message', ACK)
    link.heartbeat()
    link.heartbeat()
    expect(socket.pings).toBe(2)
    expect(socket.terminated).toBe(false)
  })
})
