import { z } from 'zod/mini'
import { FRAME_MESSAGE_TAG, frameIdSchema } from './envelope.js'
import { FRAME_EVENT_TYPES } from './events.js'
import type { AppToFrameMessage, FrameToAppMessage } from './messages.js'
import { toPlainJson } from './plain-json.js'
import { FRAME_REQUEST_TYPES, FRAME_REQUESTS } from './requests.js'

export type FrameParseResult<T> = { ok: true; message: T } | { ok: false; reason: string }

const envelope = { tag: z.literal(FRAME_MESSAGE_TAG), id: frameIdSchema }
const errorPayloadSchema = z.object({ message: z.string().check(z.maxLength(2048)) })

// One schema per message type, made once: a parser looks the type up instead of trying a union of
// seventy members, and its issues name the field that was wrong. Maps, so '__proto__' finds nothing.
const appToFrame = new Map<string, z.ZodMiniType>(
  FRAME_REQUEST_TYPES.map((type) => [
    type,
    z.object({ ...envelope, type: z.literal(type), payload: FRAME_REQUESTS[type].payload }),
  ]),
)
const frameToApp = new Map<string, z.ZodMiniType>([
  ...FRAME_REQUEST_TYPES.flatMap(
    (type): Array<[string, z.ZodMiniType]> => [
      [
        `${type}_SUCCESS`,
        z.object({ ...envelope, type: z.literal(`${type}_SUCCESS`), payload: FRAME_REQUESTS[type].result }),
      ],
      [
        `${type}_ERROR`,
        z.object({ ...envelope, type: z.literal(`${type}_ERROR`), payload: errorPayloadSchema }),
      ],
    ],
  ),
  ...FRAME_EVENT_TYPES.map((type): [string, z.ZodMiniType] => [
    type,
    z.object({ ...envelope, type: z.literal(type), payload: z.optional(z.undefined()) }),
  ]),
])

/** Parses what the frame received; the frame side's edge. Never throws. */
export function parseAppToFrame(data: unknown): FrameParseResult<AppToFrameMessage> {
  // The one place the zod output is named as the message union: the map's schemas are built from
  // the same registry the union type is, so they cannot disagree.
  return parseWith(appToFrame, data) as FrameParseResult<AppToFrameMessage>
}

/** Parses what the app received; the app side's edge. Never throws. */
export function parseFrameToApp(data: unknown): FrameParseResult<FrameToAppMessage> {
  return parseWith(frameToApp, data) as FrameParseResult<FrameToAppMessage>
}

function parseWith(schemas: Map<string, z.ZodMiniType>, data: unknown): FrameParseResult<unknown> {
  const json = toPlainJson(data)
  if (!json.ok) return json
  const type =
    typeof json.value === 'object' && json.value !== null
      ? (json.value as { type?: unknown }).type
      : undefined
  const schema = typeof type === 'string' ? schemas.get(type) : undefined
  if (!schema) return { ok: false, reason: 'unknown message type' }
  const result = schema.safeParse(json.value)
  if (!result.success) return { ok: false, reason: describeIssues(result.error) }
  return { ok: true, message: result.data }
}

/**
 * Which fields were wrong and how, by issue code, never echoing a value (it may be hostile or
 * secret). Codes rather than messages: zod/mini carries no message catalogue, and needs none here.
 */
function describeIssues(error: z.core.$ZodError): string {
  return error.issues.slice(0, 3).map(describeIssue).join('; ')
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.') || '(message)'
  const detail =
    issue.code === 'invalid_type'
      ? ` (expected ${issue.expected})`
      : issue.code === 'invalid_format'
        ? ` (${issue.format})`
        : issue.code === 'custom'
          ? ` (${issue.message})`
          : ''
  return `${path}: ${issue.code}${detail}`
}
