import { randomUUID } from 'node:crypto'
import { loadSharp } from '../lib/sharp.ts'
import type { Application } from '../declarations.ts'
import { storeFile } from '../lib/stored-files.ts'
import type { ConsumableRow } from '../services/points/consumables/entity.ts'

/** Simple glyphs drawn on the demo images (a 256 × 256 box). */
const glyphs = {
  star: '<polygon points="128,28 155,98 230,100 170,146 192,220 128,176 64,220 86,146 26,100 101,98"/>',
  heart:
    '<path d="M128 224 C60 170 28 132 28 92 C28 58 54 34 86 34 C104 34 120 44 128 58 C136 44 152 34 170 34 C202 34 228 58 228 92 C228 132 196 170 128 224 Z"/>',
  flame:
    '<path d="M128 232 C78 232 50 198 50 158 C50 112 92 88 98 30 C140 60 150 96 146 122 C160 112 166 98 168 84 C196 110 206 136 206 158 C206 198 178 232 128 232 Z"/>',
  note: '<rect x="150" y="40" width="16" height="140"/><path d="M166 40 C196 50 214 68 214 98 C200 80 186 74 166 72 Z"/><ellipse cx="126" cy="182" rx="42" ry="32"/>',
  vinyl:
    '<circle cx="128" cy="128" r="100"/><circle cx="128" cy="128" r="30" fill="#ffffff" fill-opacity=".85"/><circle cx="128" cy="128" r="6"/>'
}

/** A demo picture: a diagonal gradient with a white glyph, wide for covers and square for smalls. */
async function drawing(glyph: keyof typeof glyphs, [from, to]: [string, string], wide: boolean): Promise<Buffer> {
  const [w, h] = wide ? [1024, 576] : [256, 256]
  const place = wide ? `translate(${(w - 384) / 2} ${(h - 384) / 2}) scale(1.5)` : ''
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" rx="${wide ? 0 : 48}" fill="url(#g)"/><g transform="${place}" fill="#ffffff" fill-opacity=".92">${glyphs[glyph]}</g></svg>`
  return (await loadSharp())(Buffer.from(svg)).png().toBuffer()
}

const keyframe = (t: number, from: number[], to: number[]) => ({
  t,
  s: from,
  e: to,
  i: { x: [0.5], y: [1] },
  o: { x: [0.5], y: [0] }
})

/** A two-second Lottie animation: a pink note head bouncing. */
const bouncingNote = {
  v: '5.7.4',
  fr: 30,
  ip: 0,
  op: 60,
  w: 200,
  h: 200,
  nm: 'Bouncing note',
  ddd: 0,
  assets: [],
  layers: [
    {
      ddd: 0,
      ind: 1,
      ty: 4,
      nm: 'note',
      sr: 1,
      ao: 0,
      ip: 0,
      op: 60,
      st: 0,
      bm: 0,
      ks: {
        o: { a: 0, k: 100 },
        r: { a: 0, k: 0 },
        p: {
          a: 1,
          k: [keyframe(0, [100, 140, 0], [100, 60, 0]), keyframe(30, [100, 60, 0], [100, 140, 0]), { t: 60 }]
        },
        a: { a: 0, k: [0, 0, 0] },
        s: { a: 0, k: [100, 100, 100] }
      },
      shapes: [
        {
          ty: 'gr',
          it: [
            { ty: 'el', p: { a: 0, k: [0, 0] }, s: { a: 0, k: [60, 48] } },
            { ty: 'fl', c: { a: 0, k: [1, 0.31, 0.55, 1] }, o: { a: 0, k: 100 } },
            {
              ty: 'tr',
              p: { a: 0, k: [0, 0] },
              a: { a: 0, k: [0, 0] },
              s: { a: 0, k: [100, 100] },
              r: { a: 0, k: 0 },
              o: { a: 0, k: 100 }
            }
          ]
        }
      ]
    }
  ]
}

const consumables: {
  name: string
  description: string
  tokenCost: number
  displayType: 'cover' | 'small'
  glyph: keyof typeof glyphs
  colors: [string, string]
  lottie?: object
}[] = [
  {
    name: 'Gold Star Cover',
    description: 'A golden star over the whole player for the length of a song.',
    tokenCost: 120,
    displayType: 'cover',
    glyph: 'star',
    colors: ['#ffab00', '#f4511e']
  },
  {
    name: 'Midnight Vinyl Cover',
    description: 'A spinning record on deep blue: for late-night sets.',
    tokenCost: 150,
    displayType: 'cover',
    glyph: 'vinyl',
    colors: ['#1a237e', '#7c4dff']
  },
  {
    name: 'Heart',
    description: 'Show the DJ some love.',
    tokenCost: 5,
    displayType: 'small',
    glyph: 'heart',
    colors: ['#ff4f8b', '#ff8a65']
  },
  {
    name: 'Fire',
    description: 'This track is on fire.',
    tokenCost: 10,
    displayType: 'small',
    glyph: 'flame',
    colors: ['#f4511e', '#ffab00']
  },
  {
    name: 'Bouncing Note',
    description: 'An animated note that bounces to the beat.',
    tokenCost: 25,
    displayType: 'small',
    glyph: 'note',
    colors: ['#00bfa5', '#2979ff'],
    lottie: bouncingNote
  }
]

const bundles: {
  productId: string
  name: string
  tokens: number
  price: number
  glyph: keyof typeof glyphs
  colors: [string, string]
}[] = [
  {
    productId: 'com.spinroom.tokens.100',
    name: 'Starter Stack',
    tokens: 100,
    price: 99,
    glyph: 'note',
    colors: ['#00bfa5', '#2979ff']
  },
  {
    productId: 'com.spinroom.tokens.550',
    name: 'Crate Digger',
    tokens: 550,
    price: 499,
    glyph: 'vinyl',
    colors: ['#7c4dff', '#ff4f8b']
  },
  {
    productId: 'com.spinroom.tokens.1200',
    name: 'Headliner',
    tokens: 1200,
    price: 999,
    glyph: 'star',
    colors: ['#ffab00', '#f4511e']
  }
]

/**
 * Demo store: covers and smalls with drawn images (one also has a Lottie animation), and three token bundles with
 * thumbnails.
 */
export async function seedStore(app: Application): Promise<void> {
  const knex = app.get('knex')
  for (const c of consumables) {
    const image = await storeFile(knex, 'image/png', await drawing(c.glyph, c.colors, c.displayType === 'cover'))
    const file = c.lottie ? await storeFile(knex, 'application/json', Buffer.from(JSON.stringify(c.lottie))) : null
    await knex('consumables').insert({
      id: randomUUID(),
      name: c.name,
      description: c.description,
      tokenCost: c.tokenCost,
      displayType: c.displayType,
      imageFileId: image.id,
      fileId: file?.id ?? null
    })
  }
  for (const b of bundles) {
    // Stored as the thumbnail endpoint stores uploads: a 512 px WebP.
    const webp = await (
      await loadSharp()
    )(await drawing(b.glyph, b.colors, false))
      .resize(512, 512)
      .webp({ quality: 82 })
      .toBuffer()
    const thumbnail = await storeFile(knex, 'image/webp', webp)
    await knex('token_bundles').insert({
      id: randomUUID(),
      productId: b.productId,
      name: b.name,
      tokens: b.tokens,
      price: b.price,
      currency: 'usd',
      thumbnailFileId: thumbnail.id
    })
  }
}

/** A demo consumable by its name, for other demo data (purchases, custom field values). */
export async function demoConsumable(app: Application, name: string): Promise<ConsumableRow> {
  const row: ConsumableRow | undefined = await app.get('knex')('consumables').where('name', name).first()
  if (!row) throw new Error(`No demo consumable is named '${name}'`)
  return row
}
