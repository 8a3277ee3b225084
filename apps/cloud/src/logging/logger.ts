import { redact } from './redact.js'

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'

/** What an event carries besides its message: the request id, a route, an error, a count. */
export type LogFields = Readonly<Record<string, unknown>>

export interface Logger {
  debug(msg: string, fields?: LogFields): void
  info(msg: string, fields?: LogFields): void
  warn(msg: string, fields?: LogFields): void
  error(msg: string, fields?: LogFields): void
  /** The same sink for one service: its events say `service` without each call repeating it. */
  child(service: string): Logger
}

export interface LoggerOptions {
  /** Receives one finished line (without its newline). */
  write: (line: string) => void
  /** `json`: one JSON object per line (production); `text`: a line a person reads (dev). */
  format: 'json' | 'text'
  /** Events below it are dropped; `info` by default. */
  level?: LogLevel
  now?: () => Date
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 }

/**
 * The cloud's logger. Every field goes through `redact` (logging/redact.ts), so a token or a
 * password in a field, or a database URL in a message, never reaches the log.
 */
export function createLogger(options: LoggerOptions, service = 'cloud'): Logger {
  const threshold = RANK[options.level ?? 'info']
  const now = options.now ?? (() => new Date())
  const emit = (level: LogLevel, msg: string, fields: LogFields = {}) => {
    if (RANK[level] < threshold) return
    const time = now().toISOString()
    const safe = redact(fields) as Record<string, unknown>
    const text = redact(msg) as string
    options.write(
      options.format === 'json'
        ? JSON.stringify({ level, time, service, msg: text, ...safe })
        : readableLine(level, time, service, text, safe),
    )
  }
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
    child: (name) => createLogger(options, name),
  }
}

function readableLine(
  level: LogLevel,
  time: string,
  service: string,
  msg: string,
  fields: Record<string, unknown>,
): string {
  const extra = Object.entries(fields)
    .map(([name, value]) => `${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ')
  return `${time} ${level.toUpperCase()} [${service}] ${msg}${extra === '' ? '' : ` ${extra}`}`
}
