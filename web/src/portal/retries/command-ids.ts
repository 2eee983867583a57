/**
 * The command id of every user action. The server answers a command id from the same caller with the same
 * payload once and never applies it twice, so an action keeps one id for all its attempts:
 * - the attempts of one action share its variables object (react-query retries, „Tekrar dene"): its id is
 *   kept with that object;
 * - an action whose outcome is not known yet (in flight, or failed for a passing reason) is the same action
 *   when the user sends the same payload again (a second press of „Gönder" after a time-out, a double
 *   click): it gets that id too, so the server stores it once. Once an outcome is known, the same payload
 *   is a new action.
 */
export interface CommandIds {
  /** The id for this attempt of `path` with `input` (an object without `commandId` of its own). */
  idFor(path: string, input: object): string;
  /** The server answered (done or refused): the payload's next send is a new action. */
  settled(path: string, input: object): void;
}

/** Payloads whose outcome is unknown are remembered up to this many; older ones are forgotten first. */
const UNSETTLED_MAX = 100;

export function createCommandIds(newId: () => string = () => crypto.randomUUID()): CommandIds {
  const ofAction = new WeakMap<object, string>();
  const unsettled = new Map<string, string>();
  return {
    idFor(path, input) {
      const key = payloadKey(path, input);
      const id = ofAction.get(input) ?? unsettled.get(key) ?? newId();
      ofAction.set(input, id);
      unsettled.delete(key);
      unsettled.set(key, id);
      if (unsettled.size > UNSETTLED_MAX) unsettled.delete(unsettled.keys().next().value as string);
      return id;
    },
    settled(path, input) {
      const key = payloadKey(path, input);
      if (unsettled.get(key) === ofAction.get(input)) unsettled.delete(key);
    },
  };
}

/** The procedure and its input as canonical JSON (sorted keys), without a command id. */
export function payloadKey(path: string, input: object): string {
  return `${path}\n${canonicalJson(input, true)}`;
}

function canonicalJson(value: unknown, top = false): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([key, v]) => v !== undefined && !(top && key === 'commandId'))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, v]) => `${JSON.stringify(key)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
