import {
  ANALYTICS_FLUSH_BYTES,
  ANALYTICS_FLUSH_INTERVAL_MS,
  ERROR_REPORTS_MAX,
  ERROR_REPORTS_WINDOW_MS,
} from '@appkit/common'
import type { AnalyticsLimits } from '../analytics/analytics-event.js'

/** The limits create-core.ts hands the analytics: the constants module's, spec §9's. */
export const SPEC_LIMITS: AnalyticsLimits = [
  ANALYTICS_FLUSH_BYTES,
  ANALYTICS_FLUSH_INTERVAL_MS,
  ERROR_REPORTS_MAX,
  ERROR_REPORTS_WINDOW_MS,
]
