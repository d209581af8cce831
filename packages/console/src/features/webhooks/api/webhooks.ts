import { z } from 'zod';
import {
  WebhookPath,
  webhookCreatedSchema,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookViewSchema,
  type WebhookBody,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookView,
} from '@parley/protocol';
import { call, withQuery } from '../../../shared/api';

export const fetchWebhooks = (): Promise<WebhookView[]> => call('GET', WebhookPath.webhooks, z.array(webhookViewSchema));
export const createWebhook = (b: WebhookBody): Promise<WebhookCreated> => call('POST', WebhookPath.webhooks, webhookCreatedSchema, b);
export const updateWebhook = (id: number, b: WebhookBody): Promise<WebhookView> =>
  call('POST', WebhookPath.webhook(id), webhookViewSchema, b);
export const deleteWebhook = (id: number): Promise<unknown> => call('DELETE', WebhookPath.webhook(id), z.null());
export const revealSecret = (id: number): Promise<string> =>
  call('POST', WebhookPath.secret(id), z.object({ secret: z.string() })).then((r) => r.secret);
export const pauseWebhook = (id: number): Promise<WebhookView> => call('POST', WebhookPath.pause(id), webhookViewSchema);
export const resumeWebhook = (id: number): Promise<WebhookView> => call('POST', WebhookPath.resume(id), webhookViewSchema);
export const sendTestEvent = (id: number): Promise<WebhookDelivery> => call('POST', WebhookPath.test(id), webhookDeliverySchema);
export const fetchDeliveries = (id: number, opts: { before?: number; limit?: number } = {}): Promise<WebhookDeliveryPage> =>
  call('GET', withQuery(WebhookPath.deliveries(id), opts), webhookDeliveryPageSchema);
export const resendDelivery = (id: number, deliveryId: number): Promise<WebhookDelivery> =>
  call('POST', WebhookPath.resend(id, deliveryId), webhookDeliverySchema);
