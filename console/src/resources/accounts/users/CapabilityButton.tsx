import ExtensionIcon from '@mui/icons-material/Extension'
import ExtensionOffIcon from '@mui/icons-material/ExtensionOff'
import { useRecordContext } from 'react-admin'
import { routes, type User, type userCapabilities } from '@spinroom/schemas'
import { ModerationActionButton } from './ModerationActionButton.tsx'
import { useEnumWords } from '../../shared/EnumField.tsx'

/** Adds a capability the shown user lacks, or removes one they hold. */
export const CapabilityButton = ({ capability }: { capability: (typeof userCapabilities)[number] }) => {
  const held = !!useRecordContext<User>()?.capabilities.includes(capability)
  const words = useEnumWords()
  const verb = held ? 'remove' : 'allow'
  const route = held ? routes.accounts.removeCapability : routes.accounts.addCapability
  return (
    <ModerationActionButton
      route={route}
      call={(user, p) =>
        p.call(route, {
          params: { id: user.id, capability }
        })
      }
      args={{ capability: words('userCapabilities', capability) }}
      label={`spinroom.moderation.capability_${verb}`}
      icon={held ? <ExtensionOffIcon /> : <ExtensionIcon />}
      confirmTitle={`spinroom.moderation.capability_${verb}_title`}
      confirmContent={`spinroom.moderation.capability_${verb}_content`}
      done={held ? 'spinroom.moderation.capability_removed' : 'spinroom.moderation.capability_added'}
    />
  )
}
