/**
 * GET and POST service-check's answer, declared once: the route builds it, the admin reads it as
 * JSON carries it (`Wire<ServiceCheckAnswer>`). Types only, from files the admin's bundle may import.
 */
import type { ServiceCheckRecord } from "../../../../workflows/service-check/utils/record"

export interface ServiceCheckAnswer {
  /**
   * The last check (A55): each request form's answer with status and time, the fallbacks chosen,
   * `$metadata`'s differences and the unknowns; null before the first.
   */
  check: ServiceCheckRecord | null
}
