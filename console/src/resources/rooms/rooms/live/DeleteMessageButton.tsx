import DeleteIcon from '@mui/icons-material/Delete'
import type { ChatMessage } from '@spinroom/schemas'
import { DeskActionButton } from './DeskActionButton.tsx'
import { useLiveDesk } from './LiveDeskContext.ts'

/** Deletes a chat message for everyone in the room, with a reason kept on the moderation record. */
export const DeleteMessageButton = (props: { roomUuid: string; message: ChatMessage; onDeleted: () => void }) => {
  const { client } = useLiveDesk()
  const { roomUuid, message, onDeleted } = props
  return (
    <DeskActionButton
      label="delete_message"
      title="delete_message_title"
      content="delete_message_content"
      done="message_deleted"
      args={{ name: message.userName }}
      icon={<DeleteIcon fontSize="small" />}
      compact
      run={async (input) => {
        await client.live.deleteChatMessage({ roomUuid, uuid: message.uuid, reason: input.reason })
        onDeleted()
      }}
    />
  )
}
