import { reactions } from '../../../lib/extension-points.ts'
import type { EndedPlay } from './dj-engine.ts'
import type { Mutation } from './store.ts'

/**
 * What other domains do when a song plays to its end, in the room's transaction so that they commit with the play and
 * once: the points domain awards the DJ.
 */
export const endedPlays = reactions<[m: Mutation, play: EndedPlay]>()
