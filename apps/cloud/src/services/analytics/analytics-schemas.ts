import { z } from 'zod'

/**
 * The bodies of spec §7's analytics calls, checked before anything is stored. Strings are capped
 * so that one field cannot carry the whole body; the body itself is capped by the service.
 */
const text = (max: number) => z.string().max(max)

const page = {
  eventId: text(100).min(1),
  url: text(2048),
  domain: text(255),
  timestamp: z.number().int().nonnegative(),
}

/** A tracking event (spec §3): props {event, address, properties incl. caipNetworkId}. */
export const analyticsEventSchema = z.object({
  ...page,
  props: z.object({
    event: text(100).min(1),
    address: text(200).optional(),
    properties: z.record(z.string(), z.unknown()).optional(),
  }),
})

/** An error report (spec §3): type, event, properties {errorType, errorMessage, stackTrace, timestamp}. */
export const errorReportSchema = z.object({
  ...page,
  props: z.object({
    type: z.literal('error'),
    event: text(100).min(1),
    properties: z.object({
      errorType: text(200),
      errorMessage: text(2000),
      stackTrace: text(8000).optional(),
      timestamp: z.number().int().nonnegative(),
    }),
  }),
})

/** POST /batch: the SDK's properties and the events (spec §7). */
export const batchSchema = z.object({
  sdk: z.object({ projectId: text(200).min(1), sdkType: text(50), sdkVersion: text(50) }),
  events: z.array(analyticsEventSchema).min(1).max(500),
})

export type AnalyticsEventBody = z.infer<typeof analyticsEventSchema>
export type ErrorReportBody = z.infer<typeof errorReportSchema>
export type BatchBody = z.infer<typeof batchSchema>

/** The first problem of a refused body, as "field.path: what is wrong". */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid body'
  const path = issue.path.join('.')
  return path ? `${path}: ${issue.message}` : issue.message
}
