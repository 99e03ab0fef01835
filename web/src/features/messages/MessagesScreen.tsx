import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { isUuid } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { useIdentity } from '../session/useSession.ts'
import { ConversationList } from './ConversationList.tsx'
import { ConversationThread } from './ConversationThread.tsx'

/** Conversations: the list beside the open one on wide screens, one or the other on phones. */
export default function MessagesScreen() {
  const { t } = useTranslation()
  const identity = useIdentity()
  const param = useParams().userUuid
  const current = param && isUuid(param) ? param : undefined
  if (!identity.isLoggedIn)
    return (
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Typography>{t('messages.signInFirst')}</Typography>
      </Container>
    )
  return (
    <Container
      maxWidth="lg"
      sx={{ py: { xs: 1, sm: 3 }, flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <Typography variant="h4" component="h1" sx={{ mb: 2, display: { xs: current ? 'none' : 'block', md: 'block' } }}>
        {t('messages.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 4fr) minmax(0, 7fr)' },
          height: { xs: current ? 'calc(100dvh - 150px)' : 'auto', md: 'calc(100dvh - 190px)' },
          minHeight: 360
        }}
      >
        <Box sx={{ display: { xs: current ? 'none' : 'block', md: 'block' }, overflowY: 'auto', minHeight: 0 }}>
          <ConversationList me={identity.id} current={current} />
        </Box>
        {current ? (
          <ConversationThread key={current} userUuid={current} me={identity.id} />
        ) : (
          <Paper
            variant="outlined"
            sx={{ display: { xs: 'none', md: 'grid' }, placeItems: 'center', borderRadius: 3, color: 'text.secondary' }}
          >
            <Typography>{t('messages.choose')}</Typography>
          </Paper>
        )}
      </Box>
    </Container>
  )
}
