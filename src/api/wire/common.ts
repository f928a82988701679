/** Error body of every failed REST call (wire format §4). */
export interface WireErrorBody {
  status: 'error';
  error_reason: string;
  title?: string;
  error_type?: string;
}

/** An ISO-8601 timestamp string, e.g. "2026-11-22T07:00:00.000Z". */
export type IsoTime = string;
