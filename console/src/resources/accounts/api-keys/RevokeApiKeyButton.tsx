import { routes } from '@spinroom/schemas'
import BlockIcon from '@mui/icons-material/Block'
import type { ApiKey } from '@spinroom/schemas'
import { ConfirmedCallButton } from '../../../actions/ConfirmedCallButton.tsx'

/** Revokes a key (DELETE answers the revoked record) after a confirmation; the key stays listed, now with revokedAt. */
export const RevokeApiKeyButton = () => (
  <ConfirmedCallButton<ApiKey>
    name={(key) => key.name}
    route={routes.accounts.revokeApiKey}
    call={(key, p) => p.delete('api-keys', { id: key.id, previousData: key })}
    label="spinroom.api_keys.revoke"
    confirmTitle="spinroom.api_keys.revoke_title"
    confirmContent="spinroom.api_keys.revoke_content"
    done="spinroom.api_keys.revoked"
    icon={<BlockIcon />}
    color="error"
    disabled={(key) => !!key.revokedAt}
  />
)
