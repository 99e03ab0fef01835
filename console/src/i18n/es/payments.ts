import type { payments as en } from '../en/payments.ts'
import type { Translated } from '../translated.ts'

const product = {
  id: 'ID',
  name: 'Nombre',
  description: 'Descripción',
  paymentType: 'Pago',
  price: 'Precio',
  currency: 'Moneda',
  interval: 'Se cobra cada',
  subscriptionLevel: 'Nivel',
  tokenBundleId: 'Paquete de fichas',
  appleProductId: 'Id de producto en App Store',
  active: 'A la venta',
  createdAt: 'Creado',
  updatedAt: 'Actualizado'
}

/** Pagos: productos, planes de suscripción, suscripciones y pagos con sus movimientos de fichas. */
export const payments: Translated<typeof en> = {
  spinroom: {
    payments: {
      month: 'Mes',
      year: 'Año',
      price_hint: 'En la unidad menor de la moneda (céntimos)',
      bundle_hint: 'Las fichas que abona una compra',
      apple_hint: 'El mismo producto en App Store, si se vende allí',
      active_hint: 'Apagado: ya no se ofrece; lo comprado sigue en el historial',
      ledger: 'Movimientos de fichas de este pago',
      no_ledger: 'Este pago no movió fichas.',
      spent: '%{count} ya gastadas',
      shortfall:
        'El comprador ya había gastado %{count} de las %{tokens} fichas que este reembolso o disputa debía recuperar: no se pudieron retirar.'
    }
  },
  resources: {
    products: { name: 'Producto |||| Productos', fields: product },
    'subscription-plans': { name: 'Plan |||| Planes', fields: product },
    subscriptions: {
      name: 'Suscripción |||| Suscripciones',
      fields: {
        userUuid: 'Suscriptor',
        level: 'Nivel',
        status: 'Estado',
        productId: 'Plan',
        provider: 'Vía',
        region: 'Región',
        startedAt: 'Inicio',
        currentPeriodEnd: 'Pagada hasta',
        cancelAtPeriodEnd: 'Termina entonces',
        endedAt: 'Terminó'
      }
    },
    payments: {
      name: 'Pago |||| Pagos',
      fields: {
        createdAt: 'Pagado',
        userUuid: 'Comprador',
        productId: 'Producto',
        amount: 'Importe',
        status: 'Estado',
        provider: 'Vía',
        tokens: 'Fichas abonadas',
        tokensReclaimed: 'Recuperadas',
        tokensShortfall: 'Faltante',
        accountId: 'Cuenta de fichas',
        providerPaymentId: 'Id del proveedor',
        type: 'Tipo',
        reason: 'Motivo'
      }
    }
  }
}
