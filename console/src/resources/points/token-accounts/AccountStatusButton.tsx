import { routes } from '@spinroom/schemas'
import BlockIcon from '@mui/icons-material/Block'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import type { TokenAccount } from '@spinroom/schemas'
import { ConfirmedCallButton } from '../../../actions/ConfirmedCallButton.tsx'
import { useOwnerName } from './useOwnerName.ts'

/** Disables the shown account (no credits, holds or purchases) or enables it again. */
export const AccountStatusButton = ({ status }: { status: TokenAccount['status'] }) => {
  const ownerName = useOwnerName()
  return (
    <ConfirmedCallButton<TokenAccount>
      name={ownerName}
      route={routes.points.updateTokenAccount}
      call={(account, p) => p.update('token-accounts', { id: account.id, data: { status }, previousData: account })}
      label={`spinroom.tokens.${status === 'disabled' ? 'disable' : 'enable'}`}
      confirmTitle={`spinroom.tokens.${status === 'disabled' ? 'disable' : 'enable'}_title`}
      confirmContent={`spinroom.tokens.${status === 'disabled' ? 'disable' : 'enable'}_content`}
      done={`spinroom.tokens.${status === 'disabled' ? 'disabled' : 'enabled'}`}
      icon={status === 'disabled' ? <BlockIcon /> : <CheckCircleIcon />}
      color={status === 'disabled' ? 'warning' : 'primary'}
      disabled={(account) => account.status === status}
    />
  )
}
