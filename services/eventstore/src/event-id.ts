import { createHash } from 'node:crypto';

/** Namespace for Pusula event ids (a fixed random UUID). */
const EVENT_NAMESPACE = 'b1c7a8e2-5f0d-4a43-9d1e-6c2f3e8a7b90';

function uuidToBytes(uuid: string): Buffer {
  return Buffer.from(uuid.replaceAll('-', ''), 'hex');
}

/** RFC 4122 version-5 UUID of `name` in `namespace`. */
export function uuidV5(name: string, namespace: string = EVENT_NAMESPACE): string {
  const hash = createHash('sha1').update(uuidToBytes(namespace)).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id of the `index`-th event produced by a command: the same command id always yields the same ids. */
export function eventIdFor(commandId: string, index: number): string {
  return uuidV5(`${commandId}:${index}`);
}
