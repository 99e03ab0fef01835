import { createHash } from 'node:crypto'

/** How high-entropy secrets (API keys, codes, link tokens) are stored: sha256, hex. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex')
