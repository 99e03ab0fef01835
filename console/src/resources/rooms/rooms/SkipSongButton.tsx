import SkipNextIcon from '@mui/icons-material/SkipNext'
import { routes, type NowPlaying, type Room } from '@spinroom/schemas'
import { ConfirmedCallButton } from '../../../actions/ConfirmedCallButton.tsx'

/** Skips the song playing in the shown room for everyone, with a reason, without a seat on stage. */
export const SkipSongButton = ({ nowPlaying }: { nowPlaying: NowPlaying | null }) => (
  <ConfirmedCallButton<Room>
    name={(room) => room.name}
    route={routes.rooms.skipSong}
    roomId={(room) => String(room.id)}
    reason="optional"
    call={(room, p, reason) => p.call(routes.rooms.skipSong, { params: { id: String(room.id) }, body: { reason } })}
    label="spinroom.live_desk.skip"
    confirmTitle="spinroom.live_desk.skip_title"
    confirmContent="spinroom.live_desk.skip_content"
    done="spinroom.live_desk.skipped"
    args={{ song: nowPlaying?.song.trackName ?? '' }}
    icon={<SkipNextIcon />}
    color="warning"
    disabled={() => !nowPlaying}
  />
)
