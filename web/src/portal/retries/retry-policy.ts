/** What a user is told when a command's tries ran out for a passing reason, and the tries themselves. */
export const retryTexts = {
  title: 'İşlem tamamlanamadı',
  /** No Turkish message from the server (the network, a time-out, a proxy's page). */
  message: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin; işlem iki kez kaydedilmez.',
  action: 'Tekrar dene',
} as const;

/** Automatic tries of a command after its first: network failures, time-outs and 503s only (never a 4xx). */
export const COMMAND_RETRIES = 3;

/** 0.5 s, 1 s, 2 s: a restarting or briefly overloaded server gets room, the user does not wait long. */
export function commandRetryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 4_000);
}
