import ExtensionIcon from '@mui/icons-material/Extension'
import ExtensionOffIcon from '@mui/icons-material/ExtensionOff'
import { useRecordContext } from 'react-admin'
import type { User, userCapabilities } from '@spinroom/schemas'
import { ModerationActionButton } from './ModerationActionButton.tsx'

/** Adds a capability the shown user lacks, or removes one they hold. */
export const CapabilityButton = ({ capability }: { capability: (typeof userCapabilities)[number] }) => {
  const held = !!useRecordContext<User>()?.capabilities.includes(capability)
  return (
    <ModerationActionButton
      path={(user) => `/users/${user.id}/capabilities/${capability}`}
      method={held ? 'DELETE' : 'PUT'}
      label={`${held ? 'Remove' : 'Allow'} ${capability}`}
      icon={held ? <ExtensionOffIcon /> : <ExtensionIcon />}
      confirmTitle={`${held ? 'Remove' : 'Allow'} ${capability} for "%{name}"?`}
      confirmContent={held ? `They can no longer ${capability}.` : `They may ${capability} from now on.`}
      done={held ? 'Capability removed' : 'Capability added'}
    />
  )
}
