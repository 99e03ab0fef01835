import { roomPage } from '@spinroom/schemas'

/** The room page (built by the room feature). */
export const roomPath = roomPage
