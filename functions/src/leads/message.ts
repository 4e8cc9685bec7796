// What a lead notification says: the email (text + HTML) and the Slack-compatible webhook body,
// from the lead as stored (read with src/domain/leads/lead.ts). Pure, so the unit tests read
// exactly what sales will read.
import { attributionRows } from '@/domain/analytics/attribution';
import { notifiedLeadSchema } from '@/domain/leads/lead';
import { localeInfo } from '@/domain/locales';
import { escapeChat, escapeHtml } from '@/lib/util/escape';

/** The longest text a field brings into a notification; longer values are cut and say so. */
export const FIELD_CAP = 5000;

export interface NotifiedLead {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  projectDescription: string;
  /** The button pressed. */
  source: string;
  /** The language of the page it was sent from, in English words ("German"). */
  language: string;
  /** Attribution as label -> value rows (empty when none was recorded). */
  attribution: [string, string][];
}

export type ParsedLead = { ok: true; lead: NotifiedLead } | { ok: false; error: string };

const cap = (s: string) => (s.length > FIELD_CAP ? `${s.slice(0, FIELD_CAP)}… (cut at ${FIELD_CAP} characters)` : s);

export function parseLead(id: string, data: unknown): ParsedLead {
  const parsed = notifiedLeadSchema.safeParse(data);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => i.path.join('.') || '(document)'))].join(', ');
    return { ok: false, error: `malformed lead: ${fields}` };
  }
  const d = parsed.data;
  return {
    ok: true,
    lead: {
      id,
      name: cap(d.name),
      email: cap(d.email),
      phone: cap(d.phone),
      company: cap(d.company),
      projectDescription: cap(d.projectDescription),
      source: cap(d.source),
      language: localeInfo(d.locale).name,
      attribution: attributionRows(d.attribution),
    },
  };
}

/** The lead in the back office: the leads section opens its drawer from ?edit= (EntityPage). */
export const leadLink = (siteUrl: string, id: string) => `${siteUrl}/admin/leads?edit=${encodeURIComponent(id)}`;

/** One line for subject and headers: no line breaks, at most 150 characters. */
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').slice(0, 150);

export function leadEmail(lead: NotifiedLead, siteUrl: string) {
  const link = leadLink(siteUrl, lead.id);
  const rows: [string, string][] = [
    ['Name', lead.name],
    ['Company', lead.company],
    ['Email', lead.email],
    ['Phone', lead.phone || '—'],
    ['Button pressed', lead.source],
    ['Language', lead.language],
    ...(lead.attribution.length ? lead.attribution : [['Attribution', 'not recorded'] as [string, string]]),
  ];
  const text = [
    `New demo request from ${lead.name} (${lead.company})`,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    'Project description:',
    lead.projectDescription,
    '',
    `Open the lead in the back office: ${link}`,
  ].join('\n');
  const html = `<h2>New demo request</h2><table>${rows
    .map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</table><h3>Project description</h3><p style="white-space:pre-wrap">${escapeHtml(
    lead.projectDescription,
  )}</p><p><a href="${escapeHtml(link)}">Open the lead in the back office</a></p>`;
  return { subject: oneLine(`New demo request: ${lead.name} (${lead.company})`), text, html };
}

/** Slack's incoming-webhook shape ({ text }), which Teams, Discord (/slack) and others accept. The
 *  visitor's text is escaped for that format (escapeChat: no `<!channel>`, mention or disguised
 *  link gets through); the one link is the function's own. */
export function leadWebhookBody(lead: NotifiedLead, siteUrl: string) {
  const description =
    lead.projectDescription.length > 500 ? `${lead.projectDescription.slice(0, 500)}…` : lead.projectDescription;
  const line = (s: string) => escapeChat(oneLine(s));
  return {
    text:
      `New demo request from *${line(lead.name)}* (${line(lead.company)})\n` +
      `Email: ${line(lead.email)}${lead.phone ? ` · Phone: ${line(lead.phone)}` : ''}\n` +
      `Language: ${lead.language}\n` +
      (lead.attribution.length ? `${lead.attribution.map(([k, v]) => `${k}: ${line(v)}`).join('\n')}\n` : '') +
      `> ${escapeChat(description).replace(/\r?\n|\r/g, '\n> ')}\n` +
      `<${leadLink(siteUrl, lead.id)}|Open the lead in the back office>`,
  };
}
