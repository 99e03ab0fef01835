import { useEffect, useState } from 'react'
import { Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material'
import ThumbDownIcon from '@mui/icons-material/ThumbDown'
import ThumbUpIcon from '@mui/icons-material/ThumbUp'
import StarIcon from '@mui/icons-material/Star'
import { useTranslate } from 'react-admin'
import type { LiveRoomState } from '@spinroom/schemas'
import { avatarOf, nicknameOf } from './liveRows.ts'
import { LiveAvatar } from './live/LiveAvatar.tsx'
import { SkipSongButton } from './SkipSongButton.tsx'

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.round(ms / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/** The server's clock, ticking each second while a song plays. */
function useServerNow(serverNow: () => number, ticking: boolean): number {
  const [now, setNow] = useState(serverNow)
  useEffect(() => {
    setNow(serverNow())
    if (!ticking) return
    const timer = setInterval(() => setNow(serverNow()), 1000)
    return () => clearInterval(timer)
  }, [serverNow, ticking])
  return now
}

/**
 * The stage: the DJs on it, the song playing, its DJ, how far it has played (at the server's time), its votes, and the
 * skip button (shown to those who may skip).
 */
export const LiveNowPlaying = ({ state, serverNow }: { state: LiveRoomState; serverNow: () => number }) => {
  const translate = useTranslate()
  const { nowPlaying, djs, visibleDjs, voteCounts } = state
  const now = useServerNow(serverNow, !!nowPlaying)
  const duration = nowPlaying ? nowPlaying.endTime - nowPlaying.startTime : 0
  const elapsed = nowPlaying ? Math.min(duration, Math.max(0, now - nowPlaying.startTime)) : 0
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
                  {translate('spinroom.rooms.played_by', { name: nicknameOf(state, djs[0]?.uuid ?? '') })}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', maxWidth: 480, pt: 1 }}>
                  <LinearProgress
                    variant="determinate"
                    value={duration ? (elapsed / duration) * 100 : 0}
                    sx={{ flexGrow: 1 }}
                  />
                  <Typography variant="caption">{`${clock(elapsed)} / ${clock(duration)}`}</Typography>
                </Stack>
                <Stack direction="row" spacing={1} sx={{ pt: 1 }} data-testid="live-votes">
                  {votes.map(([key, icon, count]) => (
                    <Chip
                      key={key}
                      size="small"
                      variant="outlined"
                      icon={icon}
                      label={count}
                      title={translate(`spinroom.rooms.${key}`)}
                      aria-label={`${translate(`spinroom.rooms.${key}`)}: ${count}`}
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
        <Typography variant="overline" color="text.secondary" component="div" sx={{ pt: 1 }}>
          {translate('spinroom.live_desk.on_stage', { smart_count: visibleDjs.length })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} data-testid="live-stage">
          {visibleDjs.map((dj, i) => (
            <Chip
              key={dj.uuid}
              avatar={<LiveAvatar slug={avatarOf(state, dj.uuid)} name={nicknameOf(state, dj.uuid)} size={24} />}
              label={nicknameOf(state, dj.uuid)}
              color={i === 0 && nowPlaying ? 'primary' : 'default'}
              variant={i === 0 && nowPlaying ? 'filled' : 'outlined'}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  )
}
