import ReceiptLongIcon from '@mui/icons-material/ReceiptLong'
import type { ResourceViews } from '../../types.ts'
import { TokenTransactionList } from './TokenTransactionList.tsx'

const tokenTransaction: ResourceViews = {
  list: TokenTransactionList,
  icon: ReceiptLongIcon,
  recordRepresentation: 'id'
}

export default tokenTransaction
