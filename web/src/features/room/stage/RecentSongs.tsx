import Avatar from '@mui/material/Avatar'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import MusicNoteIcon from '@mui/icons-material/MusicNote'
import { useTranslation } from 'react-i18next'
import { routes, type CrateSong, type LiveRoomState } from '@spinroom/schemas'
import { useCall } from '../../../api/queries.ts'
import { useRoomState } from '../../../api/room.ts'
import { useFormat } from '../../language/useFormat.ts'
import { artworkOf } from '../../playback/playable-source.ts'
import { LoadState } from '../../shared/LoadState.tsx'
import { memberOf } from '../live-users.ts'

interface Played {
  song: CrateSong
  playedAt: number
  djUuid: string | null
  likes: number | null
}

const limit = 20

/**
 * The room's recent songs: what it recorded (with DJ and votes), and before them the songs heard since joining
 * that it has not recorded yet (the one playing now is on the stage, not here).
 */
export function RecentSongs({ live }: { live: LiveRoomState }) {
  const { t } = useTranslation()
  const format = useFormat()
  const { recentSongs } = useRoomState()
  const recorded = useCall(
    routes.playlists.recentSongs,
    { params: { slug: live.settings.uuid }, query: { limit } },
    { staleTime: 60_000 }
  )
  const fromServer: Played[] = (recorded.data?.data ?? []).map((play) => ({
    song: play.song,
    playedAt: new Date(play.playedAt).getTime(),
    djUuid: play.djUuid,
    likes: play.voteCounts.likes
  }))
  const nowStart = live.nowPlaying?.startTime
  const heard: Played[] = recentSongs
    .filter((p) => p.startTime !== nowStart && !fromServer.some((s) => Math.abs(s.playedAt - p.startTime) < 2000))
    .map((p) => ({ song: p.song, playedAt: p.startTime, djUuid: null, likes: null }))
  const played = [...heard, ...fromServer].slice(0, limit)
  return (
    <Card component="section" aria-labelledby="recent-title">
      <CardContent>
        <Typography id="recent-title" variant="overline" color="text.secondary" component="h2">
          {t('room.recent.title')}
        </Typography>
        <LoadState query={recorded}>
          {played.length === 0 && <Typography color="text.secondary">{t('room.recent.empty')}</Typography>}
          <List dense disablePadding data-testid="recent-songs">
            {played.map((play) => {
              const dj = play.djUuid && live.allUserData[play.djUuid] ? memberOf(live, play.djUuid).nickname : null
              const details = [
                play.song.artistName,
                play.djUuid ? t('room.recent.by', { nickname: dj ?? t('room.recent.someone') }) : null,
                play.likes !== null ? t('room.recent.likes', { count: play.likes }) : null,
                format.fromNow(new Date(play.playedAt))
              ]
              return (
                <ListItem key={`${play.playedAt}-${play.song.trackName}`} disableGutters>
                  <ListItemAvatar>
                    <Avatar variant="rounded" src={artworkOf(play.song)} alt="">
                      <MusicNoteIcon />
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText
                    primary={play.song.trackName}
                    secondary={details.filter(Boolean).join(' · ')}
                    slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                  />
                </ListItem>
              )
            })}
          </List>
        </LoadState>
      </CardContent>
    </Card>
  )
}
