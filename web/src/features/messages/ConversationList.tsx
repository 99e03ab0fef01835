import { useState } from 'react'
import Badge from '@mui/material/Badge'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { conversationPage, routes, type Conversation, type ConversationTab } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useCall } from '../../api/queries.ts'
import { useFormat } from '../language/useFormat.ts'
import { LoadState } from '../shared/LoadState.tsx'
import { InitialAvatar } from '../shared/InitialAvatar.tsx'

const s = routes.social
const tabs: { tab: ConversationTab; unread: 'friends' | 'others' | 'total' }[] = [
  { tab: 'FRIENDS', unread: 'friends' },
  { tab: 'OTHERS', unread: 'others' },
  { tab: 'UNSET', unread: 'total' }
]

function ConversationRow({
  conversation,
  me,
  selected
}: {
  conversation: Conversation
  me: string
  selected: boolean
}) {
  const { t } = useTranslation()
  const { fromNow } = useFormat()
  const name = conversation.otherNickname ?? '—'
  const last = conversation.lastMessage
  const preview = last
    ? last.senderUuid === me
      ? t('messages.youWrote', { message: last.message })
      : last.message
    : ''
  const unread = conversation.unreadCount > 0
  return (
    <ListItemButton
      component={Link}
      to={conversationPage(conversation.otherUuid)}
      selected={selected}
      sx={{ gap: 1.5, borderRadius: 2, width: '100%' }}
      data-testid={`conversation-${name}`}
    >
      <Badge color="secondary" badgeContent={conversation.unreadCount} max={99} overlap="circular">
        <InitialAvatar name={name} size={40} />
      </Badge>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
          <Typography noWrap sx={{ flex: 1, fontWeight: unread ? 800 : 600 }}>
            {name}
          </Typography>
          {conversation.lastMessageAt && (
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {fromNow(new Date(conversation.lastMessageAt))}
            </Typography>
          )}
        </Stack>
        <Typography variant="body2" color={unread ? 'text.primary' : 'text.secondary'} noWrap>
          {preview}
        </Typography>
      </Stack>
    </ListItemButton>
  )
}

/** The caller's conversations in the seed's two groups (friends, others) and both together. */
export function ConversationList({ me, current }: { me: string; current: string | undefined }) {
  const { t } = useTranslation()
  const [tab, setTab] = useState<ConversationTab>('UNSET')
  const unread = useCall(s.countUnreadMessages).data
  const list = useCall(s.listConversations, { query: { tab, limit: 100 } })
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Tabs value={tab} onChange={(_e, value: ConversationTab) => setTab(value)} variant="fullWidth">
        {tabs.map(({ tab: name, unread: key }) => (
          <Tab
            key={name}
            value={name}
            data-testid={`messages-tab-${name}`}
            label={
              <Badge color="secondary" variant="dot" invisible={!unread?.[key]}>
                {t(`messages.tabs.${name}`)}
              </Badge>
            }
          />
        ))}
      </Tabs>
      <LoadState query={list}>
        {list.data?.total === 0 && (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t(`messages.empty.${tab}`)}
          </Typography>
        )}
        <List data-testid="conversation-list" sx={{ display: 'grid', gap: 0.5 }}>
          {list.data?.data.map((conversation) => (
            <ListItem key={conversation.id} disablePadding>
              <ConversationRow conversation={conversation} me={me} selected={conversation.otherUuid === current} />
            </ListItem>
          ))}
        </List>
      </LoadState>
    </Stack>
  )
}
