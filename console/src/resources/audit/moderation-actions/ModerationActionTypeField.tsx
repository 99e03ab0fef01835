import { Chip, type ChipProps } from '@mui/material'
import { useRecordContext } from 'react-admin'
import type { ModerationAction, ModerationActionType } from '@spinroom/schemas'
import { useModerationPhrase } from './useModerationPhrase.ts'

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
// A room role that takes something away is a restriction, whatever the record's type.
const restricting = new Set(['chatDisabled', 'djDisabled', 'banned', 'kicked'])

/** What a moderation record did, in the moderator's words ("Chat disabled for 5 minutes"), as a coloured chip. */
export const ModerationActionTypeField = (_props: { label?: string; source?: string; sortable?: boolean }) => {
  const action = useRecordContext<ModerationAction>()
  const phrase = useModerationPhrase()
  if (!action) return null
  const restriction = action.actionType === 'grantRole' && action.roomUuid && restricting.has(String(action.role))
  return (
    <Chip
      size="small"
      variant="outlined"
      color={restriction ? 'warning' : (colors[action.actionType] ?? 'default')}
      label={phrase(action).text}
    />
  )
}
