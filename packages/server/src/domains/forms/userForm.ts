import type { z } from 'zod';
import { isValidEmail, isValidPhone, parseJsonOr, type resetInfoBody, type submitUserFormBody } from '@parley/protocol';
import { getChannel } from '../channels/channelStore.js';
import type { AppContext } from '../../platform/context.js';
import type { Visitor } from '../../platform/db/schema.js';
import { badRequest } from '../../platform/http/envelope.js';
import { updateVisitorProfile } from '../visitors/visitorStore.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';

/**
 * The pre-chat form (chat-session.md §5): the first three items of formList are name, phone and e-mail;
 * required and shown items must be filled; a given phone and e-mail must be well formed.
 */
export async function submitUserForm(ctx: AppContext, visitor: Visitor, body: z.output<typeof submitUserFormBody>): Promise<void> {
  const { settings } = await getChannel(ctx, visitor.channel_id);
  const [nameItem, phoneItem, emailItem] = settings.userForm.formList;
  // S-SI3: what the tenant signed stands for the visitor's answer.
  const signed = new Set(visitor.signed_fields.split(','));
  const name = signed.has('name') ? visitor.name : (body.userName?.trim() ?? '');
  const phone = signed.has('phone') ? visitor.phone : (body.phone?.trim() ?? '');
  const email = signed.has('email') ? visitor.email : (body.email?.trim() ?? '');
  const required = (item: typeof nameItem, value: string, field: string) => {
    if (item && item.show === 1 && item.require === 1 && value === '') throw badRequest(`${field}: please fill in ${item.name}`);
  };
  required(nameItem, name, 'userName');
  required(phoneItem, phone, 'phone');
  required(emailItem, email, 'email');
  if (phone && !signed.has('phone') && !isValidPhone(phone, settings.phoneRule))
    throw badRequest('phone: please enter a correct phone number');
  if (email && !signed.has('email') && !isValidEmail(email)) throw badRequest('email: please enter a correct e-mail');
  let formParams: string | undefined;
  if (body.formParams !== undefined) {
    const parsed = parseJsonOr<unknown>(body.formParams, null);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw badRequest('formParams: must be a JSON object of the form fields');
    const missing = settings.userForm.formList.slice(3).find((item) => {
      if (item.show !== 1 || item.require !== 1) return false;
      const v = (parsed as Record<string, unknown>)[item.name];
      return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
    });
    if (missing) throw badRequest(`formParams: please fill in ${missing.name}`);
    formParams = JSON.stringify(parsed);
  }
  await inTransaction(ctx, (tx) =>
    updateVisitorProfile(ctx, tx, visitor, {
      contact: { ...(name ? { name } : {}), ...(phone ? { phone } : {}), ...(email ? { email } : {}) },
      keepSigned: true,
      other: { ...(formParams ? { form_params: formParams } : {}), form_submitted_at: ctx.now() },
    }),
  );
}

/** resetInfo: the page (or the parent window) tells us more about the visitor. */
export async function resetVisitorInfo(ctx: AppContext, visitor: Visitor, body: z.output<typeof resetInfoBody>): Promise<void> {
  const params = body.params === undefined ? undefined : parseJsonOr<unknown>(body.params, {});
  await inTransaction(ctx, (tx) =>
    updateVisitorProfile(ctx, tx, visitor, {
      contact: {
        ...(body.userName !== undefined ? { name: body.userName.trim() } : {}),
        ...(body.phone !== undefined ? { phone: body.phone.trim() } : {}),
        ...(body.email !== undefined ? { email: body.email.trim() } : {}),
      },
      // S-SI3: fields the visitor's identity token signed stay as signed.
      keepSigned: true,
      other: {
        ...(body.locale !== undefined ? { locale: body.locale } : {}),
        ...(params && typeof params === 'object' && !Array.isArray(params) ? { params: JSON.stringify(params) } : {}),
        last_seen_at: ctx.now(),
      },
    }),
  );
}
