import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { LiveRoomState } from '@spinroom/schemas'
import { floorOf, memberOf } from '../live-users.ts'
import { MemberAvatar } from '../members/MemberAvatar.tsx'

interface Props {
  live: LiveRoomState
  meUuid: string
  onSelect: (uuid: string) => void
}

// Past this many people a floor of positions is a heap of avatars: the crowd is shown as a list instead.
const MAX_PLACED = 30
// Room the avatar and its name take, so a position of 100 still shows whole.
const AVATAR_BOX = { width: 88, height: 76 }

/** The floor and the audience: everyone in the room who is not on stage, each where the room placed them. */
export function Floor({ live, meUuid, onSelect }: Props) {
  const { t } = useTranslation()
  const users = floorOf(live)
  const placed = users.length > 0 && users.length <= MAX_PLACED
  const spot = (uuid: string) => {
    const { x = 50, y = 50 } = live.allUserData[uuid]?.position ?? {}
    const share = (value: number) => Math.min(100, Math.max(0, value)) / 100
    return {
      position: 'absolute',
      left: `calc((100% - ${AVATAR_BOX.width}px) * ${share(x)})`,
      top: `calc((100% - ${AVATAR_BOX.height}px) * ${share(y)})`
    } as const
  }
  return (
    <Card component="section" aria-labelledby="floor-title">
      <CardContent>
        <Typography id="floor-title" variant="overline" color="text.secondary" component="h2">
          {t('room.stage.floor')} · {users.length}
        </Typography>
        {users.length === 0 && <Typography color="text.secondary">{t('room.stage.emptyFloor')}</Typography>}
        <Box
          sx={
            placed
              ? {
                  position: 'relative',
                  height: { xs: 200, sm: 240 },
                  mt: 1,
                  borderRadius: 3,
                  background: 'radial-gradient(ellipse at 50% 40%, rgba(124, 77, 255, 0.16), transparent 70%)'
                }
              : { display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }
          }
          data-testid="floor"
        >
          {users.map((uuid) => {
            const member = memberOf(live, uuid)
            return (
              <Box key={uuid} sx={placed ? spot(uuid) : undefined}>
                <MemberAvatar
                  member={
                    uuid === meUuid ? { ...member, nickname: `${member.nickname} (${t('room.stage.you')})` } : member
                  }
                  size={40}
                  onSelect={onSelect}
                />
              </Box>
            )
          })}
        </Box>
      </CardContent>
    </Card>
  )
}
