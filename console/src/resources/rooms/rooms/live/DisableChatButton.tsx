import SpeakerNotesOffIcon from '@mui/icons-material/SpeakerNotesOff'
import { routes } from '@spinroom/schemas'
import { useConsoleProvider } from '../../../../data/useCallMutation.ts'
import { DeskActionButton } from './DeskActionButton.tsx'

/** Takes a user's chat away in the room for a chosen time (a chatDisabled room role), with a reason. */
export const DisableChatButton = (props: { roomId: string; userUuid: string; name: string; compact?: boolean }) => {
  const provider = useConsoleProvider()
  const { roomId, userUuid, name, compact } = props
  return (
    <DeskActionButton
      label="disable_chat"
      title="disable_chat_title"
      content="disable_chat_content"
      done="chat_disabled"
      args={{ name }}
      icon={<SpeakerNotesOffIcon fontSize={compact ? 'small' : undefined} />}
      lasting
      compact={compact}
      run={(input) =>
        provider.call(routes.rooms.grantRoomRole, {
          params: { roomId },
          body: { userUuid, role: 'chatDisabled', ...input }
        })
      }
    />
  )
}
