import { sanitizeReturnPath } from '../../api/access-rules';

export interface WebviewHandoff {
  token: string | null;
  next: string;
}

/**
 * Reads what the phone app passes to /webview/: the session secret in the hash (`#token=…`, never
 * sent to the server in the URL) and where to go next (`?next=`, same-origin paths only).
 */
export function readWebviewHandoff(hash: string, search: string): WebviewHandoff {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
  const next = sanitizeReturnPath(new URLSearchParams(search).get('next'));
  return { token: token || null, next: next ?? '/' };
}
