/**
 * Code run inside the bundler's process before it starts (`node --import <this>`). Alto listens on
 * 0.0.0.0 and has no flag for the host: every server it opens is moved to 127.0.0.1, and the first
 * one's port (Alto is given port 0) is sent to the cloud over the IPC channel. It also ends the
 * bundler once the cloud is gone.
 */
const PRELOAD = `
import net from 'node:net'
// A cloud killed with SIGKILL cannot stop its bundler: its end closes the IPC channel, and the bundler ends.
process.on('disconnect', () => process.exit(0))
const listen = net.Server.prototype.listen
let reported = false
net.Server.prototype.listen = function (...args) {
  if (args[0] !== null && typeof args[0] === 'object') args[0] = { ...args[0], host: '127.0.0.1' }
  else if (typeof args[0] === 'number' || typeof args[0] === 'string') {
    if (typeof args[1] === 'string') args[1] = '127.0.0.1'
    else args.splice(1, 0, '127.0.0.1')
  }
  this.once('listening', () => {
    if (reported) return
    reported = true
    process.send?.({ listening: this.address().port })
  })
  return listen.apply(this, args)
}
`

/** The preload as a `data:` URL, so the cloud ships no separate script file for it. */
export const LOOPBACK_PRELOAD_URL = `data:text/javascript,${encodeURIComponent(PRELOAD)}`
