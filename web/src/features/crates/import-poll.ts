/** Seed 002 §4/§9: while a crate is importing, the client polls every 5 seconds. */
export const IMPORT_POLL_MS = 5000
