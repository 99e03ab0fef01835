import SkipNextIcon from '@mui/icons-material/SkipNext'
import { routes, type NowPlaying, type Room } from '@spinroom/schemas'
import { ConfirmedCallButton } from '../../../actions/ConfirmedCallButton.tsx'

/** Skips the song playing in the shown room for everyone, without joining it. */
export const SkipSongButton = ({ nowPlaying }: { nowPlaying: NowPlaying | null }) => (
  <ConfirmedCallButton<Room>
    name={(room) => room.name}
    route={routes.rooms.skipSong}
    call={(room, p) => p.call(routes.rooms.skipSong, { params: { id: String(room.id) } })}
    label="spinroom.rooms.skip"
    confirmTitle="spinroom.rooms.skip_title"
    confirmContent="spinroom.rooms.skip_content"
    done="spinroom.rooms.skipped"
    args={{ song: nowPlaying?.song.trackName ?? '' }}
    icon={<SkipNextIcon />}
    color="warning"
    disabled={() => !nowPlaying}
  />
)
