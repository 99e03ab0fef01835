import { PaymentSchema, paymentListFields, type Payment } from '@spinroom/schemas'
import { defineEntity } from '../../../lib/entity.ts'

export type PaymentRow = Omit<Payment, 'userName' | 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date }

export const paymentsEntity = defineEntity({
  table: 'payments',
  path: 'api/payment-service/payment-records',
  resource: 'payments',
  schema: PaymentSchema,
  listFields: paymentListFields,
  searchFields: ['providerPaymentId'],
  defaultSort: { createdAt: -1, id: 1 }
})

/** The ledger's `source` of every token movement a payment makes: the console finds a payment's entries by it. */
export const paymentSource = (paymentId: string) => `system:payment:${paymentId}`
