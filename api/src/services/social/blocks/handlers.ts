import type { blockedUserRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { blockOwner, blockUser, getBlock, listBlocks, unblock } from './blocks.ts'

export const blockedUserHandlers: Handlers<typeof blockedUserRoutes> = {
  blockUser,
  listBlockedUsers: listBlocks,
  getBlockedUser: { handler: getBlock, owner: blockOwner },
  unblockUser: { handler: unblock, owner: blockOwner }
}
