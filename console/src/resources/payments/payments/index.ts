import ReceiptLongIcon from '@mui/icons-material/ReceiptLong'
import type { ResourceViews } from '../../types.ts'
import { PaymentList } from './PaymentList.tsx'

const payment: ResourceViews = {
  list: PaymentList,
  icon: ReceiptLongIcon,
  recordRepresentation: 'providerPaymentId'
}

export default payment
