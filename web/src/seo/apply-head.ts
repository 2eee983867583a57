import { HEAD_MARKER, type HeadTag } from './metadata';

/** Replaces the page's metadata tags in the live document (client-side navigation). */
export function applyHead(tags: readonly HeadTag[]): void {
  const head = document.head;
  for (const old of head.querySelectorAll(`[${HEAD_MARKER}]`)) old.remove();
  for (const t of tags) {
    if (t.tag === 'title') {
      document.title = t.text;
      continue;
    }
    const el = document.createElement(t.tag);
    el.setAttribute(HEAD_MARKER, '');
    if (t.tag === 'link') {
      el.setAttribute('rel', t.rel);
      el.setAttribute('href', t.href);
    } else {
      el.setAttribute(t.attr, t.key);
      el.setAttribute('content', t.content);
    }
    head.appendChild(el);
  }
}
