import SkipNextIcon from '@mui/icons-material/SkipNext'
import type { NowPlaying, Room } from '@spinroom/schemas'
import { ConfirmedCallButton } from '../../../actions/ConfirmedCallButton.tsx'

/** Skips the song playing in the shown room for everyone, without joining it (POST /rooms/{id}/skip-song). */
export const SkipSongButton = ({ nowPlaying }: { nowPlaying: NowPlaying | null }) => (
  <ConfirmedCallButton<Room>
    name={(room) => room.name}
    call={(room) => ({ url: `/api/room-service/rooms/${room.id}/skip-song`, method: 'POST' })}
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
