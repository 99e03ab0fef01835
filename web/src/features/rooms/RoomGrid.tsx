import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Room } from '@spinroom/schemas'
import { RoomCard } from './RoomCard.tsx'
import { useDjNames } from './useDjNames.ts'

/** Room cards in a responsive grid, or the list's empty text. */
export function RoomGrid({ rooms, empty }: { rooms: Room[]; empty: string }) {
  const djNames = useDjNames(rooms)
  if (rooms.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {empty}
      </Typography>
    )
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        // Phones swipe through a list sideways, so the page stays short; wider screens wrap it in a grid.
        gridAutoFlow: { xs: 'column', sm: 'row' },
        gridAutoColumns: { xs: 'min(78%, 280px)', sm: 'auto' },
        gridTemplateColumns: { xs: 'none', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
        overflowX: { xs: 'auto', sm: 'visible' },
        scrollSnapType: { xs: 'x mandatory', sm: 'none' },
        '& > li': { scrollSnapAlign: 'start' },
        mx: { xs: -2, sm: 0 },
        px: { xs: 2, sm: 0 },
        pb: { xs: 1, sm: 0 }
      }}
    >
      {rooms.map((room) => (
        <li key={room.uuid}>
          <RoomCard room={room} djNames={djNames} />
        </li>
      ))}
    </Box>
  )
}
