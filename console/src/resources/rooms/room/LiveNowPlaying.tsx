import { Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material'
import ThumbDownIcon from '@mui/icons-material/ThumbDown'
import ThumbUpIcon from '@mui/icons-material/ThumbUp'
import StarIcon from '@mui/icons-material/Star'
import { useTranslate } from 'react-admin'
import type { RoomStateResult } from '@spinroom/schemas'
import { nicknameOf } from './liveRows.ts'
import { SkipSongButton } from './SkipSongButton.tsx'

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.round(ms / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/**
 * What plays in the room: the song, its DJ, how far it has played (at the server's time), its votes, and the skip
 * button.
 */
export const LiveNowPlaying = ({ live }: { live: RoomStateResult }) => {
  const translate = useTranslate()
  const { nowPlaying, djs, voteCounts } = live.state
  const duration = nowPlaying ? nowPlaying.endTime - nowPlaying.startTime : 0
  const elapsed = nowPlaying ? Math.min(duration, Math.max(0, live.serverTime - nowPlaying.startTime)) : 0
  const votes = [
    ['likes', <ThumbUpIcon />, voteCounts.likes],
    ['dislikes', <ThumbDownIcon />, voteCounts.dislikes],
    ['stars', <StarIcon />, voteCounts.stars]
  ] as const
  return (
    <Card variant="outlined" data-testid="live-now-playing">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary">
              {translate('spinroom.rooms.now_playing')}
            </Typography>
            {nowPlaying ? (
              <>
                <Typography variant="h6">{nowPlaying.song.trackName}</Typography>
                <Typography variant="body2">{nowPlaying.song.artistName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('spinroom.rooms.played_by', { name: nicknameOf(live.state, djs[0]?.uuid ?? '') })}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', maxWidth: 480, pt: 1 }}>
                  <LinearProgress
                    variant="determinate"
                    value={duration ? (elapsed / duration) * 100 : 0}
                    sx={{ flexGrow: 1 }}
                  />
                  <Typography variant="caption">{`${clock(elapsed)} / ${clock(duration)}`}</Typography>
                </Stack>
                <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
                  {votes.map(([key, icon, count]) => (
                    <Chip
                      key={key}
                      size="small"
                      variant="outlined"
                      icon={icon}
                      label={count}
                      title={translate(`spinroom.rooms.${key}`)}
                    />
                  ))}
                </Stack>
              </>
            ) : (
              <Typography variant="body1">{translate('spinroom.rooms.nothing_playing')}</Typography>
            )}
          </Stack>
          <SkipSongButton nowPlaying={nowPlaying} />
        </Stack>
      </CardContent>
    </Card>
  )
}
