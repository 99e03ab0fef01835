import type { ReactNode } from 'react'
import ListItem from '@mui/material/ListItem'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { InitialAvatar } from '../shared/InitialAvatar.tsx'

/** One person in a social list: initial and nickname, a note under it, actions at the end. */
export function PersonRow({
  nickname,
  note,
  children
}: {
  nickname: string | null
  note?: string
  children?: ReactNode
}) {
  const name = nickname ?? '—'
  return (
    <ListItem disableGutters sx={{ gap: 1.5 }} data-testid={`person-${name}`}>
      <InitialAvatar name={name} size={36} />
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography noWrap sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        {note && (
          <Typography variant="caption" color="text.secondary" noWrap>
            {note}
          </Typography>
        )}
      </Stack>
      {children}
    </ListItem>
  )
}
