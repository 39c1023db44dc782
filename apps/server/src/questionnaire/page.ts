/**
 * The built-in questionnaire as a small self-contained HTML page (no script, inline style): it
 * must work inside the gate's iframe and on a 375-px phone, and post back to itself.
 */
import { QUESTIONNAIRE_TEXTS as T } from '../messages.ts';

/** Longest e-mail address accepted (RFC 5321's path limit), in the form and by the route. */
export const MAX_EMAIL_LENGTH = 254;

export interface QuestionnairePageState {
  email?: string;
  consent?: boolean;
  errors?: { email?: string; consent?: string };
  /** A message about the whole form (refused, too many tries, not stored), above it. */
  notice?: string;
  done?: boolean;
  /** The thanks to show when done, when not the plain one (a confirmation mail was sent). */
  doneMessage?: string;
  privacyEmail: string | null;
  action: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;padding:16px;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#212529;background:#fff}
  h1{font-size:1.2rem;margin:0 0 .5rem}
  p{margin:0 0 1rem}
  label{display:block;font-weight:600;margin-bottom:.25rem}
  input[type=email]{width:100%;padding:.6rem .7rem;font:inherit;border:1px solid #adb5bd;border-radius:6px}
  input[type=email]:focus,input[type=checkbox]:focus,button:focus{outline:3px solid #74c0fc;outline-offset:1px}
  .check{display:flex;gap:.5rem;align-items:flex-start;font-weight:400;margin:1rem 0}
  .check input{margin-top:.3rem;width:1.1rem;height:1.1rem;flex:none}
  .error{color:#c92a2a;font-size:.9rem;margin:.25rem 0 0}
  .hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
  button{font:inherit;font-weight:600;color:#fff;background:#5f3dc4;border:0;border-radius:6px;padding:.6rem 1.4rem;cursor:pointer}
  .done{background:#ebfbee;border:1px solid #8ce99a;border-radius:6px;padding:.75rem 1rem}
  small{display:block;color:#495057;margin-top:1rem}
`;

/**
 * The page a mail link opens (confirm, cancel): a message, or a one-button form that does it. The
 * link itself changes nothing: mail scanners open links, and must not confirm or cancel anyone.
 */
export interface LinkPageState {
  title: string;
  message: string;
  /** The button that posts the token back; absent = the outcome, nothing left to do. */
  form?: { action: string; token: string; button: string };
  privacyEmail: string | null;
}

export function renderLinkPage(s: LinkPageState): string {
  const body = s.form
    ? `<p>${escapeHtml(s.message)}</p>
  <form method="post" action="${escapeHtml(s.form.action)}" accept-charset="utf-8">
    <input type="hidden" name="t" value="${escapeHtml(s.form.token)}">
    <button type="submit">${escapeHtml(s.form.button)}</button>
  </form>`
    : `<p class="done" role="status">${escapeHtml(s.message)}</p>`;
  return htmlPage(s.title, body, s.privacyEmail);
}

function htmlPage(title: string, body: string, privacyEmail: string | null): string {
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
  <h1>${escapeHtml(title)}</h1>
  ${body}
  <small>${escapeHtml(T.privacy(privacyEmail))}</small>
</body>
</html>
`;
}

export function renderQuestionnairePage(s: QuestionnairePageState): string {
  const body = s.done
    ? `<p class="done" role="status">${escapeHtml(s.doneMessage ?? T.thanks)}</p>`
    : `<p>${escapeHtml(T.intro)}</p>
  ${s.notice ? `<p class="error" role="alert">${escapeHtml(s.notice)}</p>` : ''}
  <form method="post" action="${escapeHtml(s.action)}" accept-charset="utf-8">
    <label for="email">${escapeHtml(T.emailLabel)}</label>
    <input id="email" name="email" type="email" autocomplete="email" inputmode="email" required maxlength="${MAX_EMAIL_LENGTH}"
      value="${escapeHtml(s.email ?? '')}"${s.errors?.email ? ' aria-invalid="true" aria-describedby="email-error"' : ''}>
    ${s.errors?.email ? `<p class="error" id="email-error">${escapeHtml(s.errors.email)}</p>` : ''}
    <label class="check"><input type="checkbox" name="consenso" value="si" required${s.consent ? ' checked' : ''}${s.errors?.consent ? ' aria-invalid="true" aria-describedby="consent-error"' : ''}>
      <span>${escapeHtml(T.consentLabel)}</span></label>
    ${s.errors?.consent ? `<p class="error" id="consent-error">${escapeHtml(s.errors.consent)}</p>` : ''}
    <div class="hp" aria-hidden="true"><label for="sito">${escapeHtml(T.honeypotLabel)}</label><input id="sito" name="sito" tabindex="-1" autocomplete="off"></div>
    <button type="submit">${escapeHtml(T.submit)}</button>
  </form>`;
  return htmlPage(T.pageTitle, body, s.privacyEmail);
}
