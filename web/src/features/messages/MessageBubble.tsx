import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { DirectMessage } from '@spinroom/schemas'
import { MessageText } from '../chat/MessageText.tsx'

/** One message: the user's own on the right in the brand's colour, the other's on the left. */
export function MessageBubble({ message, mine, time }: { message: DirectMessage; mine: boolean; time: string }) {
  return (
    <Box
      data-testid="direct-message"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start' }}
    >
      <Box
        sx={{
          maxWidth: '80%',
          px: 1.5,
          py: 1,
          borderRadius: 3,
          borderBottomRightRadius: mine ? 4 : undefined,
          borderBottomLeftRadius: mine ? undefined : 4,
          bgcolor: mine ? 'primary.dark' : 'background.paper',
          border: mine ? 0 : 1,
          borderColor: 'divider'
        }}
      >
        <MessageText text={message.message} nicknames={[]} self="" />
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ px: 1 }}>
        {time}
      </Typography>
    </Box>
  )
}
