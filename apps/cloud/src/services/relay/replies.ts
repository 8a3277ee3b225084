import type { RawId } from './frame.js'

/*
 * Frames are assembled as text so the client's id goes out exactly as it came in; everything
 * else is ordinary JSON.
 */

export function resultFrame(id: RawId, result: unknown): string {
  return `{"id":${id},"jsonrpc":"2.0","result":${JSON.stringify(result ?? null)}}`
}

export function errorFrame(id: RawId, code: number, message: string): string {
  return `{"id":${id},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`
}

/** A request from the relay to a client; our own ids stay below 2^53 so any client reads them. */
export function requestFrame(id: number, method: string, params: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', method, params })
}
