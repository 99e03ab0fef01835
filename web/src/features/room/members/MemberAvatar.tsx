import ButtonBase from '@mui/material/ButtonBase'
import Typography from '@mui/material/Typography'
import { InitialAvatar } from '../../shared/InitialAvatar.tsx'
import type { RoomMember } from '../live-users.ts'

interface Props {
  member: RoomMember
  size?: number
  caption?: string
  highlight?: boolean
  /** False where the nickname is written beside the avatar already. */
  named?: boolean
  onSelect?: (uuid: string) => void
}

/** A user in the room: their initial on their colour, their nickname under it; a button when it opens their card. */
export function MemberAvatar({ member, size = 48, caption, highlight = false, named = true, onSelect }: Props) {
  const body = (
    <>
      <InitialAvatar
        name={member.nickname}
        color={member.color}
        size={size}
        sx={{ outline: highlight ? '3px solid' : 'none', outlineColor: 'primary.main', outlineOffset: 2 }}
      />
      {named && (
        <Typography variant="caption" noWrap sx={{ maxWidth: size + 32, fontWeight: 600, mt: 0.5 }}>
          {member.nickname}
        </Typography>
      )}
      {caption && (
        <Typography variant="caption" color="primary" noWrap sx={{ maxWidth: size + 32, lineHeight: 1.1 }}>
          {caption}
        </Typography>
      )}
    </>
  )
  const sx = { display: 'flex', flexDirection: 'column', alignItems: 'center', borderRadius: 2, p: 0.5 } as const
  return onSelect ? (
    <ButtonBase sx={sx} onClick={() => onSelect(member.uuid)} data-testid={`member-${member.nickname}`}>
      {body}
    </ButtonBase>
  ) : (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', padding: 4 }}>{body}</div>
  )
}
