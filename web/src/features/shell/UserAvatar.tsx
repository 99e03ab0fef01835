import Avatar from '@mui/material/Avatar'
import HeadphonesIcon from '@mui/icons-material/Headphones'
import type { Identity } from '../session/identity.ts'
import { brandGradient } from '../../theme.ts'

/** A user's initial on their colour (or the brand gradient); headphones for a guest. */
export function UserAvatar({ identity, size = 36 }: { identity: Identity; size?: number }) {
  return (
    <Avatar
      aria-hidden
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.42,
        fontWeight: 800,
        color: '#fff',
        background:
          identity.color ?? (identity.isLoggedIn ? brandGradient : 'linear-gradient(135deg, #3a3550 0%, #5b5575 100%)')
      }}
    >
      {identity.isLoggedIn ? (
        identity.nickname.charAt(0).toUpperCase() || '?'
      ) : (
        <HeadphonesIcon sx={{ fontSize: size * 0.5 }} />
      )}
    </Avatar>
  )
}
