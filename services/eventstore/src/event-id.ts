import { hash } from 'node:crypto';

/** Namespace for Pusula event ids (a fixed random UUID). */
const EVENT_NAMESPACE = 'b1c7a8e2-5f0d-4a43-9d1e-6c2f3e8a7b90';

/** Namespaces in use are few (ours and a handful of features'): their bytes are parsed once. */
const namespaceBytes = new Map<string, Buffer>();

function uuidToBytes(uuid: string): Buffer {
  let bytes = namespaceBytes.get(uuid);
  if (!bytes) {
    bytes = Buffer.from(uuid.replaceAll('-', ''), 'hex');
    namespaceBytes.set(uuid, bytes);
  }
  return bytes;
}

/**
 * RFC 4122 version-5 UUID of `name` in `namespace`. Projectors derive an id per row this way (a rebuild
 * calls it a million times), hence the one-shot `crypto.hash` over one buffer instead of a Hash object.
 */
export function uuidV5(name: string, namespace: string = EVENT_NAMESPACE): string {
  const input = Buffer.allocUnsafe(16 + Buffer.byteLength(name, 'utf8'));
  uuidToBytes(namespace).copy(input, 0);
  input.write(name, 16, 'utf8');
  const bytes = hash('sha1', input, 'buffer');
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex', 0, 16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id of the `index`-th event produced by a command: the same command id always yields the same ids. */
export function eventIdFor(commandId: string, index: number): string {
  return uuidV5(`${commandId}:${index}`);
}
