import BlockIcon from '@mui/icons-material/Block'
import type { ApiKey } from '@spinroom/schemas'
import { ConfirmedCallButton } from '../../../actions/ConfirmedCallButton.tsx'
import { registry } from '../../registry.ts'
import type { LegacyEntry } from '../../types.ts'

const { base, path } = registry['api-keys'] as LegacyEntry

/** Revokes a key (DELETE answers the revoked record) after a confirmation; the key stays listed, now with revokedAt. */
export const RevokeApiKeyButton = () => (
  <ConfirmedCallButton<ApiKey>
    name={(key) => key.name}
    call={(key) => ({ url: `${base}${path}/${key.id}`, method: 'DELETE' })}
    label="spinroom.api_keys.revoke"
    confirmTitle="spinroom.api_keys.revoke_title"
    confirmContent="spinroom.api_keys.revoke_content"
    done="spinroom.api_keys.revoked"
    icon={<BlockIcon />}
    color="error"
    disabled={(key) => !!key.revokedAt}
  />
)
