import HeadphonesIcon from '@mui/icons-material/Headphones'
import type { Identity } from './identity.ts'
import { InitialAvatar } from '../shared/InitialAvatar.tsx'

/** The signed-in person's initial on their colour (or the brand gradient); headphones for a guest. */
export function UserAvatar({ identity, size = 36 }: { identity: Identity; size?: number }) {
  return identity.isLoggedIn ? (
    <InitialAvatar name={identity.nickname} color={identity.color} size={size} />
  ) : (
    <InitialAvatar name={identity.nickname} size={size} background="linear-gradient(135deg, #3a3550 0%, #5b5575 100%)">
      <HeadphonesIcon sx={{ fontSize: size * 0.5 }} />
    </InitialAvatar>
  )
}
