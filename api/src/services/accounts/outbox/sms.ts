import type Twilio from 'twilio'
import type RequestClient from 'twilio/lib/base/RequestClient.js'
import type { CodeChannel } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { BadGateway } from '../../../providers/http.ts'
import { requireSettings, setting } from '../../../providers/settings.ts'
import { writeOutbox } from './outbox.ts'

export interface TextMessage {
  to: string
  channel: CodeChannel
  text: string
}

export interface SmsSender {
  send(message: TextMessage): Promise<void>
}

const TWILIO = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const

/** Twilio's HTTP client, pointed at another origin (a test double or a proxy). */
function rebasedClient(twilio: typeof Twilio, base: URL) {
  return new (class extends twilio.RequestClient {
    request<T>(opts: RequestClient.RequestOptions<T>) {
      const uri = new URL(opts.uri)
      uri.protocol = base.protocol
      uri.host = base.host
      return super.request<T>({ ...opts, uri: uri.toString() })
    }
  })()
}

/** The Twilio client built from the settings, at another origin when TWILIO_BASE_URL is set. */
async function twilioClient(settings: Record<string, string | undefined>) {
  // Imported on the first message: the SDK costs about 20 MB and a quarter of a second, and most sites never send.
  const { default: twilio } = await import('twilio')
  const base = settings.TWILIO_BASE_URL
  return twilio(settings.TWILIO_ACCOUNT_SID, settings.TWILIO_AUTH_TOKEN, {
    ...(base ? { httpClient: rebasedClient(twilio, new URL(base)) } : {}),
    ...(settings.TWILIO_EDGE ? { edge: settings.TWILIO_EDGE } : {})
  })
}

/** WhatsApp goes through the same Messages API, with both ends prefixed. */
const address = (channel: CodeChannel, phone: string) => (channel === 'whatsapp' ? `whatsapp:${phone}` : phone)

function twilioSender(app: Application): SmsSender {
  const { TWILIO_FROM } = requireSettings(app, 'Twilio', TWILIO)
  let client: ReturnType<typeof Twilio> | undefined
  return {
    send: async ({ to, channel, text }) => {
      client ??= await twilioClient(app.get('config').providers)
      try {
        await client.messages.create({ from: address(channel, TWILIO_FROM), to: address(channel, to), body: text })
      } catch (error) {
        const { status, message } = error as { status?: number; message?: string }
        throw new BadGateway(
          `Twilio refused to send the code${status ? ` (${status}${message ? `: ${message}` : ''})` : ''}`
        )
      }
    }
  }
}

/**
 * The SMS driver: Twilio once any TWILIO_ setting is given (503 naming the missing ones), else the outbox the console
 * shows.
 */
export function smsSender(app: Application): SmsSender {
  const configured = TWILIO.some((name) => setting(app, name, ''))
  if (configured) return twilioSender(app)
  return {
    send: ({ to, channel, text }) =>
      writeOutbox(app, { channel: 'sms', to, subject: channel === 'whatsapp' ? 'WhatsApp' : null, body: text })
  }
}
