import Badge from '@mui/material/Badge'
import IconButton from '@mui/material/IconButton'
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined'
import { playerPaths, routes } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useCall } from '../../api/queries.ts'
import { useMessageEvents } from './message-cache.ts'

/** The header's way to the conversations, with the unread count; keeps them current while the player is open. */
export function MessagesButton({ me }: { me: string }) {
  const { t } = useTranslation()
  useMessageEvents(me)
  const unread = useCall(routes.social.countUnreadMessages).data?.total ?? 0
  const label = unread ? t('messages.unreadTitle', { count: unread }) : t('messages.title')
  return (
    <IconButton component={Link} to={playerPaths.messages} color="inherit" aria-label={label} title={label}>
      <Badge badgeContent={unread || undefined} color="secondary" max={99} data-testid="unread-messages">
        <ChatBubbleOutlineIcon />
      </Badge>
    </IconButton>
  )
}
