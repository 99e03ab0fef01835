import type { Knex } from 'knex'
import { provided } from '../../../lib/extension-points.ts'

/** Who hides whom in a room's chat: the social domain's blocks, provided at its setup. */
export interface ChatBlocks {
  /** The users who blocked `userUuid`: they get a stand-in of that user's chat messages. */
  blockersOf(knex: Knex, userUuid: string): Promise<string[]>
  /** A subquery of the users `userUuid` blocked, whose messages that user's chat history leaves out. */
  blockedBy(knex: Knex, userUuid: string): Knex.QueryBuilder
}

export const chatBlocks = provided<ChatBlocks>('chat blocks')
