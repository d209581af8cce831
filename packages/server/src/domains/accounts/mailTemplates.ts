import type { SystemMail } from '../../platform/mail/systemMail.js';

/**
 * The words of account mail (issue 30 item 4), in the workspace's language: English and Chinese, text and HTML.
 * A few plain templates need no template engine: each is a subject, lines of text and one button, and every value
 * put into the HTML is escaped.
 */

export type MailLocale = 'en' | 'zh';
export const mailLocale = (locale: string | null | undefined): MailLocale => (locale?.toLowerCase().startsWith('zh') ? 'zh' : 'en');

export type AccountMail =
  | { kind: 'invite'; workspace: string; inviter: string; role: 'agent' | 'admin'; link: string }
  | { kind: 'firstAdmin'; workspace: string; link: string }
  | { kind: 'reset'; workspace: string; link: string }
  | { kind: 'verify'; workspace: string; link: string }
  | { kind: 'signup'; link: string };

interface Words {
  subject: string;
  lines: string[];
  button: string;
  /** After the button: how long the link works, and what to do if the mail was not expected. */
  after: string[];
}

function words(mail: AccountMail, locale: MailLocale): Words {
  const zh = locale === 'zh';
  switch (mail.kind) {
    case 'invite': {
      const role = zh ? (mail.role === 'admin' ? '管理员' : '客服') : mail.role === 'admin' ? 'an administrator' : 'an agent';
      return zh
        ? {
            subject: `${mail.inviter} 邀请您加入 ${mail.workspace}`,
            lines: [`${mail.inviter} 邀请您以${role}身份加入 Parley 工作区「${mail.workspace}」。`, '点击下方按钮，设置您的名字和密码。'],
            button: '接受邀请',
            after: ['此链接 7 天内有效，只能使用一次。', '如果您不认识发件人，请忽略这封邮件。'],
          }
        : {
            subject: `${mail.inviter} invited you to ${mail.workspace}`,
            lines: [
              `${mail.inviter} invited you to join the Parley workspace "${mail.workspace}" as ${role}.`,
              'Choose your name and a password to get started.',
            ],
            button: 'Accept the invitation',
            after: ['The link works once, for 7 days.', 'If you did not expect this, you can ignore this e-mail.'],
          };
    }
    case 'firstAdmin':
      return zh
        ? {
            subject: `您的 Parley 工作区「${mail.workspace}」已就绪`,
            lines: [`工作区「${mail.workspace}」已为您创建，您是它的第一位管理员。`, '点击下方按钮，设置您的名字和密码。'],
            button: '设置密码',
            after: ['此链接 7 天内有效，只能使用一次。'],
          }
        : {
            subject: `Your Parley workspace "${mail.workspace}" is ready`,
            lines: [
              `The workspace "${mail.workspace}" was created for you: you are its first administrator.`,
              'Set your name and password to sign in.',
            ],
            button: 'Set your password',
            after: ['The link works once, for 7 days.'],
          };
    case 'reset':
      return zh
        ? {
            subject: `重置您在「${mail.workspace}」的密码`,
            lines: ['有人（希望是您）请求重置您的 Parley 密码。', '点击下方按钮设置新密码。'],
            button: '设置新密码',
            after: ['此链接 30 分钟内有效，只能使用一次。', '如果不是您本人操作，请忽略这封邮件，您的密码不会改变。'],
          }
        : {
            subject: `Reset your password for ${mail.workspace}`,
            lines: ['Someone (we hope you) asked to reset your Parley password.', 'Choose a new one with the button below.'],
            button: 'Choose a new password',
            after: ['The link works once, for 30 minutes.', 'If this was not you, ignore this e-mail: your password stays as it is.'],
          };
    case 'verify':
      return zh
        ? {
            subject: `请确认您的邮箱地址，以启用「${mail.workspace}」`,
            lines: [`感谢注册 Parley！请确认这是您的邮箱地址，工作区「${mail.workspace}」随即启用。`],
            button: '确认邮箱地址',
            after: ['此链接 3 天内有效，只能使用一次。', '如果您没有注册，请忽略这封邮件。'],
          }
        : {
            subject: `Confirm your address to open ${mail.workspace}`,
            lines: [`Thanks for signing up to Parley! Confirm that this is your address and "${mail.workspace}" opens.`],
            button: 'Confirm my address',
            after: ['The link works once, for 3 days.', 'If you did not sign up, ignore this e-mail.'],
          };
    case 'signup':
      return zh
        ? {
            subject: '您受邀创建 Parley 工作区',
            lines: ['您受邀在这台 Parley 服务器上创建自己的工作区。', '点击下方按钮，为工作区命名并设置密码。'],
            button: '创建工作区',
            after: ['此链接 7 天内有效，只能使用一次。'],
          }
        : {
            subject: 'You are invited to create a Parley workspace',
            lines: [
              'You are invited to create your own workspace on this Parley server.',
              'Name it and choose your password with the button below.',
            ],
            button: 'Create my workspace',
            after: ['The link works once, for 7 days.'],
          };
  }
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mail to `to`: text for every client, HTML for those that show it (inline styles only, as mail clients want). */
export function accountMail(to: string, mail: AccountMail, locale: MailLocale): SystemMail {
  const w = words(mail, locale);
  const text = [...w.lines, '', `${w.button}: ${mail.link}`, '', ...w.after].join('\n');
  const p = (s: string) => `<p style="margin:0 0 12px">${escape(s)}</p>`;
  const html = [
    `<!doctype html><html lang="${locale === 'zh' ? 'zh-CN' : 'en'}"><body style="margin:0;padding:24px;background:#f5f5f7">`,
    '<div style="max-width:520px;margin:0 auto;padding:24px;background:#fff;border-radius:8px;font:15px/1.5 system-ui,sans-serif;color:#1f2328">',
    ...w.lines.map(p),
    `<p style="margin:20px 0"><a href="${escape(mail.link)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">${escape(w.button)}</a></p>`,
    `<p style="margin:0 0 12px;font-size:13px;color:#57606a;word-break:break-all">${escape(mail.link)}</p>`,
    ...w.after.map((s) => `<p style="margin:0 0 8px;font-size:13px;color:#57606a">${escape(s)}</p>`),
    '</div></body></html>',
  ].join('');
  return { to, subject: w.subject, text, html };
}
