import { InitialAvatar } from '../shared/InitialAvatar.tsx'
import { useAvatar } from './useAvatar.ts'

/** A user's chosen avatar image; their initial on their colour while it loads or when they wear none. */
export function ProfileAvatar({
  slug,
  nickname,
  color,
  size = 40
}: {
  slug: string | null | undefined
  nickname: string
  color?: string | null
  size?: number
}) {
  const avatar = useAvatar(slug)
  return <InitialAvatar name={nickname} color={color} size={size} src={avatar.data?.imageUrl ?? undefined} />
}
