import { connect, type Socket } from 'node:net'

/** One answer: its status, and its body when it is not a 200 (the load test reports the first). */
export interface GetAnswer {
  status: number
  body?: string
}

const HEADER_END = Buffer.from('\r\n\r\n')
const CONTENT_LENGTH = /^content-length:\s*(\d+)\s*$/im

/**
 * A keep-alive HTTP/1.1 connection that sends one GET at a time and reads each answer by its
 * Content-Length, keeping the bytes of a 200's body unread. Node's own client parses and emits every
 * header and body chunk: on a machine whose cores the API and PostgreSQL share with the clients,
 * that work was taken from the server being measured (wrk and autocannon are lean for the same reason).
 * Every answer of the cloud has a Content-Length; one without it is an error here.
 */
export class GetConnection {
  private readonly socket: Socket
  private buffered: Buffer[] = []
  private bufferedBytes = 0
  private pending: { resolve(answer: GetAnswer): void; reject(error: Error): void } | undefined
  private failure: Error | undefined

  constructor(
    private readonly host: string,
    port: number,
  ) {
    this.socket = connect({ host, port, noDelay: true })
    this.socket.on('data', (chunk: Buffer) => this.read(chunk))
    this.socket.on('error', (error) => this.fail(error))
    this.socket.on('close', () => this.fail(new Error('The server closed the connection')))
  }

  get(path: string): Promise<GetAnswer> {
    if (this.failure) return Promise.reject(this.failure)
    if (this.pending) return Promise.reject(new Error('One request at a time on a connection'))
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject }
      this.socket.write(`GET ${path} HTTP/1.1\r\nHost: ${this.host}\r\n\r\n`)
    })
  }

  close(): void {
    this.socket.destroy()
  }

  private read(chunk: Buffer): void {
    this.buffered.push(chunk)
    this.bufferedBytes += chunk.length
    const data = this.buffered.length === 1 ? chunk : Buffer.concat(this.buffered, this.bufferedBytes)
    const headerEnd = data.indexOf(HEADER_END)
    if (headerEnd === -1) return
    const head = data.toString('latin1', 0, headerEnd)
    const length = CONTENT_LENGTH.exec(head)?.[1]
    if (length === undefined) {
      this.fail(new Error(`An answer without Content-Length: ${head.split('\r\n')[0]}`))
      return
    }
    const end = headerEnd + HEADER_END.length + Number(length)
    if (data.length < end) {
      this.buffered = [data]
      return
    }
    if (data.length > end) {
      this.fail(new Error('More bytes than the answer held'))
      return
    }
    this.buffered = []
    this.bufferedBytes = 0
    const status = Number(head.slice(9, 12))
    const pending = this.pending
    this.pending = undefined
    pending?.resolve(
      status === 200
        ? { status }
        : { status, body: data.toString('utf8', headerEnd + HEADER_END.length, end) },
    )
  }

  private fail(error: Error): void {
    this.failure ??= error
    this.socket.destroy()
    const pending = this.pending
    this.pending = undefined
    pending?.reject(this.failure)
  }
}
