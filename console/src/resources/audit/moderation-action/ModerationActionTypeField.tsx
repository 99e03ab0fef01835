import { Chip, type ChipProps } from '@mui/material'
import { useRecordContext } from 'react-admin'
import type { ModerationAction, ModerationActionType } from '@spinroom/schemas'

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

/** A moderation record's type as a coloured chip (the seed's names, as the API sends them). */
export const ModerationActionTypeField = (_props: { label?: string; source?: string }) => {
  const record = useRecordContext<ModerationAction>()
  if (!record) return null
  return (
    <Chip size="small" variant="outlined" color={colors[record.actionType] ?? 'default'} label={record.actionType} />
  )
}
