import { createHash } from 'node:crypto'

/**
 * The Redis state's writes and reads of a topic, each one Lua script so that Redis runs it whole:
 * a publisher that retries after a lost reply finds its message stored and announced exactly once,
 * never stored but unannounced.
 *
 * Keys of one topic share the hash tag `{<sha256 of topic>}`, so they live on one node of a
 * cluster and a script may name the message keys it derives:
 *   <prefix>{T}:index        sorted set: digest of each message → its sequence number on the topic
 *   <prefix>{T}:m:<digest>   the message's record (JSON), expiring with the message
 *   <prefix>{T}:r:<client>   set: digests of the messages that client received
 */
export interface LuaScript {
  source: string
  sha1: string
}

function lua(source: string): LuaScript {
  return { source, sha1: createHash('sha1').update(source).digest('hex') }
}

/**
 * KEYS: index, message key. ARGV: digest, record, ttl in ms, messages kept per topic, message key
 * prefix, fan-out channel. Announces `seq digest record` on the channel. Returns the new sequence
 * number, or 0 when the message was there already.
 */
export const STORE_MESSAGE = lua(`
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
local last = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
local seq = (tonumber(last[2]) or 0) + 1
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
redis.call('ZADD', KEYS[1], seq, ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3], 'NX')
redis.call('PEXPIRE', KEYS[1], ARGV[3], 'GT')
local excess = redis.call('ZCARD', KEYS[1]) - tonumber(ARGV[4])
if excess > 0 then
  for _, digest in ipairs(redis.call('ZRANGE', KEYS[1], 0, excess - 1)) do
    redis.call('DEL', ARGV[5] .. digest)
  end
  redis.call('ZREMRANGEBYRANK', KEYS[1], 0, excess - 1)
end
redis.call('PUBLISH', ARGV[6], seq .. ' ' .. ARGV[1] .. ' ' .. ARGV[2])
return seq
`)

/**
 * KEYS: index, the client's received set. ARGV: message key prefix. Returns sequence number,
 * digest and record, in turn, of each live message the client has not received, oldest first;
 * forgets the index entries of expired messages on the way.
 */
export const UNRECEIVED_MESSAGES = lua(`
local found = {}
local entries = redis.call('ZRANGE', KEYS[1], 0, -1, 'WITHSCORES')
for i = 1, #entries, 2 do
  local record = redis.call('GET', ARGV[1] .. entries[i])
  if not record then
    redis.call('ZREM', KEYS[1], entries[i])
  elseif redis.call('SISMEMBER', KEYS[2], entries[i]) == 0 then
    table.insert(found, entries[i + 1])
    table.insert(found, entries[i])
    table.insert(found, record)
  end
end
return found
`)
