import { Avatar as MuiAvatar } from '@mui/material'
import FaceIcon from '@mui/icons-material/Face'
import { useRecordContext } from 'react-admin'
import type { Avatar } from '@spinroom/schemas'

/** The avatar's image as a round thumbnail (a face when it has none). */
export const AvatarImage = ({ size = 40 }: { size?: number; label?: string }) => {
  const avatar = useRecordContext<Avatar>()
  if (!avatar) return null
  return (
    <MuiAvatar src={avatar.imageUrl ?? undefined} alt={avatar.name} sx={{ width: size, height: size }}>
      <FaceIcon />
    </MuiAvatar>
  )
}
