import { Chip } from '@mui/material'
import { useRecordContext, useTranslate } from 'react-admin'
import type { Avatar } from '@spinroom/schemas'
import { enumChoices } from '../../shared/enums.ts'

export const statusChoices = enumChoices('avatarStatuses')

const colours = {
  PUBLIC: 'success',
  PRIVATE: 'default',
  SEASON_AWARD: 'warning',
  SUBSCRIBER_ONLY: 'secondary'
} as const

/** The status as a coloured chip, with a second chip when Discord is required. */
export const AvatarStatusField = (_props: { label?: string; source?: string }) => {
  const avatar = useRecordContext<Avatar>()
  const translate = useTranslate()
  if (!avatar) return null
  return (
    <>
      <Chip
        size="small"
        variant="outlined"
        color={colours[avatar.avatarStatus]}
        label={translate(`spinroom.enums.avatarStatuses.${avatar.avatarStatus}`)}
      />
      {avatar.discordOnly && <Chip size="small" variant="outlined" color="info" label="Discord" sx={{ ml: 0.5 }} />}
    </>
  )
}
