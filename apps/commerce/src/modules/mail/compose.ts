import type { LanguageCode } from '#src/modules/channels/index.ts';

/** A mail's words, in one language: composed into plain text and simple HTML alike. */
export interface MailContent {
  languageCode: LanguageCode;
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  /** A button in HTML, a line with the address in plain text. */
  action?: { label: string; url: string };
  /** Small print after the action, e.g. why the mail came. */
  footer?: readonly string[];
  signature: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** The plain-text body: paragraphs, the action's address on a line of its own, the small print. */
export function plainText(content: MailContent): string {
  const blocks = [content.greeting, ...content.paragraphs];
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(...(content.footer ?? []), content.signature);
  return `${blocks.join('\n\n')}\n`;
}

/** A simple HTML body that reads well without images or styles sheets (inline styles only). */
export function html(content: MailContent): string {
  const paragraph = (text: string, style = 'margin:0 0 16px') =>
    `<p style="${style}">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#363636;color:#ffffff;padding:12px 20px;text-decoration:none;border-radius:4px;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      paragraph(content.action.url, 'margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all')
    : '';
  const footer = (content.footer ?? [])
    .map((text) => paragraph(text, 'margin:0 0 12px;font-size:13px;color:#555555'))
    .join('');
  return [
    '<!doctype html>',
    `<html lang="${content.languageCode}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#363636;font-family:\'Public Sans\',Arial,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto">',
    paragraph(content.greeting),
    ...content.paragraphs.map((text) => paragraph(text)),
    action,
    footer,
    paragraph(content.signature),
    '</div></body></html>',
  ].join('\n');
}

/** The texts of a mail whose point is one single-use link: a reset key, a confirmation token. */
export interface LinkMailTexts {
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  /** How long the link works and how often. */
  validity: string;
  /** What to do when the mail was not asked for. */
  ignore: string;
  signature: string;
}

/** A single-use link's mail in the texts' language. */
export function linkMail(languageCode: LanguageCode, texts: LinkMailTexts, url: string): MailContent {
  return {
    languageCode,
    subject: texts.subject,
    greeting: texts.greeting,
    paragraphs: [texts.intro, texts.validity],
    action: { label: texts.action, url },
    footer: [texts.ignore],
    signature: texts.signature,
  };
}
