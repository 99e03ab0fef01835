import type Sharp from 'sharp'

/** sharp, imported on first use: its native image library costs about 25 MB and a quarter of a second at start. */
export const loadSharp = async (): Promise<typeof Sharp> => (await import('sharp')).default
