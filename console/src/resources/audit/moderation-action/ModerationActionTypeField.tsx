import type { ChipProps } from '@mui/material'
import type { ModerationActionType } from '@spinroom/schemas'
import { EnumField } from '../../shared/EnumField.tsx'

const colors: Record<ModerationActionType, ChipProps['color']> = {
  banUser: 'error',
  globalBan: 'error',
  temporaryBan: 'warning',
  kickUser: 'warning',
  globalKick: 'warning',
  globalUnBan: 'success',
  grantRole: 'primary',
  removeRole: 'default',
  skipSong: 'default',
  deleteChatMessage: 'warning',
  removeDj: 'default',
  clearChat: 'warning'
}

/** A moderation record's type in words, as a coloured chip. */
export const ModerationActionTypeField = ({ source = 'actionType' }: { label?: string; source?: string }) => (
  <EnumField
    source={source}
    name="moderationActionTypes"
    color={(value) => colors[value as ModerationActionType] ?? 'default'}
  />
)
