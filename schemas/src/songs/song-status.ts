/** The upload service's song lifecycle (seed 001 §3): an upload walks from PENDING_UPLOAD to one of the last four. */
export const songStatuses = [
  'PENDING_UPLOAD',
  'VALID_FILE_TYPE',
  'MISSING_METADATA',
  'VERIFIED',
  'UNVERIFIED',
  'VERIFICATION_ERROR',
  'VERIFICATION_POSTPONED'
] as const
export type SongStatus = (typeof songStatuses)[number]
