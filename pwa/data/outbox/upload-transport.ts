/**
 * fetch for the outbox's sender, with upload progress: a multipart body (a photo) goes through
 * XMLHttpRequest, the only browser API that reports upload progress, and each item's share sent
 * so far is kept in the outbox status (keyed by its Idempotency-Key, the item's id) for its bar.
 */
import { getOutboxStatus, updateOutboxStatus } from './outbox-status.ts';

function setProgress(id: string, fraction: number | null): void {
  const progress = { ...getOutboxStatus().progress };
  if (fraction === null) delete progress[id];
  else progress[id] = fraction;
  updateOutboxStatus({ progress });
}

/**
 * fetch for the sender: multipart bodies go through XMLHttpRequest, the only API that reports
 * upload progress (each photo's bar); everything else is a plain fetch.
 */
export function fetchWithProgress(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  if (!(init.body instanceof FormData) || typeof XMLHttpRequest === 'undefined') return fetch(input, init);
  const headers = new Headers(init.headers);
  const id = headers.get('Idempotency-Key') ?? '';
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'POST', String(input));
    xhr.withCredentials = true;
    for (const [name, value] of headers) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) setProgress(id, event.loaded / event.total);
    };
    xhr.onload = () => {
      setProgress(id, null);
      const answerHeaders = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) answerHeaders.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const body = xhr.status === 204 || xhr.status === 205 ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, headers: answerHeaders }));
    };
    xhr.onerror = () => {
      setProgress(id, null);
      reject(new TypeError('Network error'));
    };
    xhr.onabort = xhr.onerror;
    xhr.ontimeout = xhr.onerror;
    xhr.send(init.body as FormData);
  });
}
