/**
 * A PostgreSQL log position is the pair (transaction id, global_position), written as two zero-padded
 * decimals so that string order is log order.
 */
const WIDTH = 20;

export function encodePosition(tx: string, globalPosition: string): string {
  return `${tx.padStart(WIDTH, '0')}-${globalPosition.padStart(WIDTH, '0')}`;
}

/** The position as SQL writes it without padding, `tx || '-' || global_position` (one column to return). */
export function encodeJoinedPosition(joined: string): string {
  const dash = joined.indexOf('-');
  return encodePosition(joined.slice(0, dash), joined.slice(dash + 1));
}

export function decodePosition(position: string | null | undefined): { tx: string; globalPosition: string } {
  if (!position) return { tx: '0', globalPosition: '0' };
  const match = /^(\d{1,20})-(\d{1,20})$/.exec(position);
  if (!match) throw new Error(`Not a PostgreSQL event position: ${position}`);
  return { tx: BigInt(match[1]!).toString(), globalPosition: BigInt(match[2]!).toString() };
}
