import { isAdmin, type ProductData, type ProductPatch, type productRoutes } from '@spinroom/schemas'
import type { Knex } from 'knex'
import { BadRequest, Conflict, NotFound } from '../../../errors.ts'
import type { Handlers } from '../../../lib/domain.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { offsetList } from '../../../lib/list.ts'
import { checkout } from '../checkout.ts'
import { stripeClient } from '../stripe.ts'
import { products, productsEntity, type ProductRow } from './entity.ts'

type Fields = Omit<ProductRow, 'id' | 'createdAt' | 'updatedAt'>

const invalid = (field: string, message: string) =>
  new BadRequest(`Invalid body: '${field}' ${message}`, { errors: [{ field, message }] })

/** What a plan and a one-time product each need and forbid, checked on the product as it will be. */
async function checked(knex: Knex, product: Fields): Promise<Fields> {
  if (product.paymentType === 'recurring') {
    if (!product.interval) throw invalid('interval', 'is required for a recurring product')
    if (!product.subscriptionLevel) throw invalid('subscriptionLevel', 'is required for a recurring product')
    if (product.tokenBundleId) throw invalid('tokenBundleId', 'is only for one_time products')
  } else {
    if (product.interval) throw invalid('interval', 'is only for recurring products')
    if (product.subscriptionLevel) throw invalid('subscriptionLevel', 'is only for recurring products')
  }
  if (product.tokenBundleId && !(await knex('token_bundles').where('id', product.tokenBundleId).first('id')))
    throw invalid('tokenBundleId', 'names no token bundle')
  return { ...product, currency: product.currency.toLowerCase() }
}

const defaults = {
  description: null,
  interval: null,
  subscriptionLevel: null,
  tokenBundleId: null,
  appleProductId: null,
  active: true
}

/** A product one may buy: active, and of the payment type the checkout sells. */
export async function buyableProduct(knex: Knex, id: string, paymentType: ProductRow['paymentType']) {
  const product: ProductRow | undefined = await knex('products').where({ id, active: true }).first()
  if (!product) throw new NotFound(paymentType === 'one_time' ? 'Product not found' : 'Plan not found')
  if (product.paymentType !== paymentType)
    throw new BadRequest(
      paymentType === 'one_time'
        ? 'This product is a subscription plan: use the subscription checkout'
        : 'This product is not a subscription plan'
    )
  return product
}

export const productHandlers: Handlers<typeof productRoutes> = {
  createProduct: products.create<ProductData>(async ({ app, body }) =>
    checked(app.get('knex'), { ...defaults, ...body } as Fields)
  ),
  // Administrators see inactive products too; everyone else what can be bought.
  listProducts: (call: Call<unknown, { id?: string; limit?: number; offset?: number; page?: number }>) =>
    offsetList(call, productsEntity, {
      ...(call.query.id ? { id: call.query.id } : {}),
      ...(isAdmin(call.caller?.roles) ? {} : { active: true })
    }),
  async getProduct(call) {
    const row = await products.find(call.app.get('knex'), call.params.id)
    if (!row.active && !isAdmin(call.caller?.roles)) throw new NotFound('Product not found')
    return productsEntity.external(row)
  },
  updateProduct: products.patch<ProductPatch>(async ({ app, body }, row) => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...current } = row
    return checked(app.get('knex'), { ...current, ...body } as Fields)
  }),
  deleteProduct: products.remove({
    async before({ app }, row) {
      if (await app.get('knex')('payments').where('productId', row.id).first('id'))
        throw new Conflict('Product has payments: deactivate it instead')
    }
  }),
  async checkoutProduct(call) {
    if (call.body.productId && call.body.productId !== call.params.id)
      throw invalid('productId', 'must name the product of the path')
    // Unset settings are said first, whatever the product.
    await stripeClient(call.app)
    const product = await buyableProduct(call.app.get('knex'), call.params.id, 'one_time')
    return checkout(call, product)
  }
}
