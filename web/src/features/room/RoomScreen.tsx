import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Container from '@mui/material/Container'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { routes, type Room } from '@spinroom/schemas'
import { useCall } from '../../api/queries.ts'
import { LoadState } from '../shared/LoadState.tsx'
import { JoinGate } from './JoinGate.tsx'
import { KickedNotice } from '../playback/KickedNotice.tsx'
import { RoomView } from './RoomView.tsx'
import { useRoomEntry } from './useRoomEntry.ts'

function RoomEntry({ target }: { target: Room }) {
  const { t } = useTranslation()
  const { state, refusal, busy, kickedHere, inHere, join } = useRoomEntry(target)
  if (kickedHere && state.kicked) return <KickedNotice kicked={state.kicked} />
  if (inHere && state.live) return <RoomView live={state.live} />
  if (refusal) return <JoinGate target={target} refusal={refusal} busy={busy} onJoin={(p) => void join(p)} />
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={t('room.join.joining')} />
    </Box>
  )
}

/**
 * A room's page (`roomPage(slug)`): the room is found by its slug, then joined; the live room stays joined when the
 * page is left.
 */
export default function RoomScreen() {
  const { slug = '' } = useParams()
  const found = useCall(routes.rooms.getRoom, { params: { id: slug } })
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 3 } }}>
      <LoadState query={found}>{found.data && <RoomEntry key={found.data.uuid} target={found.data} />}</LoadState>
    </Container>
  )
}
