import { connect } from 'node:net'

/**
 * Whether `host:port` takes a TCP connection now: what a load balancer's TCP check of the relay would
 * see. A wildcard listen address is asked on loopback, where it listens too.
 */
export function acceptsConnections(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host)
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}
