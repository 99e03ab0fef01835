import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber'
import type { Voucher } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { VoucherCreate } from './VoucherCreate.tsx'
import { VoucherList } from './VoucherViews.tsx'

const voucher: ResourceViews = {
  list: VoucherList,
  create: VoucherCreate,
  icon: ConfirmationNumberIcon,
  recordRepresentation: (record) => (record as Voucher).code
}

export default voucher
